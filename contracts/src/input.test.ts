import { describe, expect, it } from 'vitest'
import { latinDigits, nationalPhoneDigits, normalizePhone, phoneSearchDigits } from './input'

describe('latinDigits', () => {
  it('reads Arabic-Indic digits and the Arabic separators', () => {
    expect(latinDigits('١٢٫٥')).toBe('12.5')
    expect(latinDigits('١٬٢٥٠٫٥')).toBe('1,250.5')
    expect(latinDigits('۱۵')).toBe('15')
    expect(latinDigits('abc 12')).toBe('abc 12')
  })
})

describe('normalizePhone', () => {
  it.each([
    ['+961 3 123 456', '+9613123456'],
    ['03 123 456', '+9613123456'],
    ['03-123456', '+9613123456'],
    ['3123456', '+9613123456'],
    ['76 682 931', '+96176682931'],
    ['+96176682931', '+96176682931'],
    ['00961 76 682 931', '+96176682931'],
    ['٠٣ ١٢٣ ٤٥٦', '+9613123456'],
    [' (01) 123-456 ', '+9611123456'],
  ])('reads %s as %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164)
  })
  it.each(['', 'abc', '12345', '+33 6 12 34 56 78', '031234567890', '96123456'])(
    'refuses %j',
    (typed) => {
      expect(normalizePhone(typed)).toBeNull()
    },
  )
  it('gives the national digits', () => {
    expect(nationalPhoneDigits('+961 76 682 931')).toBe('76682931')
  })
})

describe('phoneSearchDigits', () => {
  it('finds the same digits whichever way a whole number was typed', () => {
    for (const q of ['03 931 701', '03-931701', '+961 3 931 701', '٠٣ ٩٣١ ٧٠١', '3931701']) {
      expect(phoneSearchDigits(q)).toBe('3931701')
    }
  })
  it('keeps part of a number, and is null for words', () => {
    expect(phoneSearchDigits('931 701')).toBe('931701')
    expect(phoneSearchDigits('+961 3')).toBe('3')
    expect(phoneSearchDigits('Lara')).toBeNull()
    expect(phoneSearchDigits('12')).toBeNull()
  })
})
