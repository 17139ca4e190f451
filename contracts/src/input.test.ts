import { describe, expect, it } from 'vitest'
import {
  INPUT_MESSAGES,
  latinDigits,
  nationalPhoneDigits,
  normalizePhone,
  phoneSearchDigits,
  readAmount,
  readDecimal,
  readDecimalText,
  readPercent,
  readPhone,
  readWholeNumber,
} from './input'

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
    ['961 3 747 242', '+9613747242'],
    ['96170123456', '+96170123456'],
    ['+1 415 555 0100', '+14155550100'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
  ])('reads %s as %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164)
  })
  it.each(['', 'abc', '12345', '+33 6', '031234567890', '96123456', '+961 3 12', '961 3 12'])(
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

describe('readAmount', () => {
  it.each([
    ['15', '15.00'],
    ['15.5', '15.50'],
    ['12.50', '12.50'],
    ['1,250.5', '1250.50'],
    ['  7.25 ', '7.25'],
    ['١٢٫٥', '12.50'],
    ['١٬٢٥٠٫٥', '1250.50'],
    ['.5', '0.50'],
    ['12.', '12.00'],
    ['$3', '3.00'],
    ['0', '0.00'],
    ['007.10', '7.10'],
    ['12.500', '12.50'],
    ['9,999,999.99', '9999999.99'],
    ['1 250.50', '1250.50'],
    ['1\u00a0250.50', '1250.50'],
  ])('reads %j as %s', (typed, value) => {
    expect(readAmount(typed)).toEqual({ ok: true, value })
  })
  it.each([
    ['', INPUT_MESSAGES.amount],
    ['abc', INPUT_MESSAGES.amount],
    ['12,5', INPUT_MESSAGES.amount],
    ['1.2.3', INPUT_MESSAGES.amount],
    ['-5', 'Cannot be negative'],
    ['12.505', 'Use at most two decimals (cents), such as 12.50'],
    ['10000000', 'Cannot be more than 9,999,999.99'],
  ])('refuses %j: %s', (typed, message) => {
    expect(readAmount(typed)).toEqual({ ok: false, message })
  })
  it('says so in words a person can act on', () => {
    expect(INPUT_MESSAGES.amount).toBe('Enter an amount such as 12.50')
  })
})

describe('readPercent', () => {
  it('reads a percentage as two decimals', () => {
    expect(readPercent('15')).toEqual({ ok: true, value: '15.00' })
    expect(readPercent('12.5 %')).toEqual({ ok: true, value: '12.50' })
    expect(readPercent('١٥٪')).toEqual({ ok: true, value: '15.00' })
    expect(readPercent('100')).toEqual({ ok: true, value: '100.00' })
  })
  it('refuses outside 0–100 and words', () => {
    expect(readPercent('101')).toEqual({
      ok: false,
      message: 'A percentage cannot be more than 100',
    })
    expect(readPercent('-1')).toEqual({ ok: false, message: 'Cannot be negative' })
    expect(readPercent('half')).toEqual({
      ok: false,
      message: 'Enter a percentage from 0 to 100, such as 15',
    })
  })
})

describe('readWholeNumber', () => {
  it.each([
    ['15', 15],
    [' 15 ', 15],
    ['١٥', 15],
    ['1,250', 1250],
    ['15.0', 15],
    ['0', 0],
  ])('reads %j as %d', (typed, value) => {
    expect(readWholeNumber(typed)).toEqual({ ok: true, value })
  })
  it('refuses decimals, words and (unless allowed) negatives', () => {
    const whole = { ok: false, message: 'Enter a whole number such as 15' }
    expect(readWholeNumber('15.5')).toEqual(whole)
    expect(readWholeNumber('abc')).toEqual(whole)
    expect(readWholeNumber('')).toEqual(whole)
    expect(readWholeNumber('-3')).toEqual({ ok: false, message: 'Cannot be negative' })
    expect(readWholeNumber('-3', { negative: true })).toEqual({ ok: true, value: -3 })
  })
})

describe('readDecimal', () => {
  it('reads coordinates with a sign when allowed', () => {
    expect(readDecimal('٣٣٫٨٩')).toEqual({ ok: true, value: 33.89 })
    expect(readDecimal('-35.5', { negative: true })).toEqual({ ok: true, value: -35.5 })
    expect(readDecimal('-35.5')).toEqual({ ok: false, message: 'Cannot be negative' })
    expect(readDecimal('north')).toEqual({ ok: false, message: 'Enter a number such as 33.89' })
  })
})

describe('readPhone', () => {
  it('gives E.164 or a message', () => {
    expect(readPhone('03 123 456')).toEqual({ ok: true, value: '+9613123456' })
    expect(readPhone('+33 6 12')).toEqual({
      ok: false,
      message:
        'Enter a phone number such as 03 123 456, or with its country code such as +33 6 12 34 56 78',
    })
  })
})

describe('readDecimalText', () => {
  it('keeps up to the decimals allowed', () => {
    expect(readDecimalText('٠٫٠١', 4)).toEqual({ ok: true, value: '0.01' })
    expect(readDecimalText(' .5 ', 4)).toEqual({ ok: true, value: '0.5' })
    expect(readDecimalText('2', 4)).toEqual({ ok: true, value: '2' })
    expect(readDecimalText('0.00001', 4)).toEqual({ ok: false, message: 'Use at most 4 decimals' })
    expect(readDecimalText('cents', 4)).toEqual({
      ok: false,
      message: 'Enter an amount such as 0.01',
    })
  })
})
