import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  centsToMoney,
  email,
  formatPhone,
  formatUsd,
  imageUrl,
  money,
  moneyToCents,
  optionalEmail,
  optionalImageUrl,
  phone,
  queryBoolean,
  queryEnumList,
  queryId,
  queryInstant,
  ref,
  refList,
  text,
} from './fields'
import { errorsOf, parseOk } from './testing'

const body = <T extends z.ZodType>(field: T) => z.strictObject({ field })

describe('money', () => {
  const price = body(money('Price'))

  it('takes two-decimal USD strings up to 9,999,999.99', () => {
    for (const value of ['0.00', '12.50', '9999999.99', ' 3.10 ']) {
      expect(errorsOf(price, { field: value })).toEqual({})
    }
    expect(parseOk(price, { field: ' 3.10 ' }).field).toBe('3.10')
  })

  it('says what is wrong, in words', () => {
    expect(errorsOf(price, {})).toEqual({ field: 'Price is required' })
    expect(errorsOf(price, { field: '' })).toEqual({ field: 'Price is required' })
    expect(errorsOf(price, { field: 12.5 })).toEqual({
      field: 'Price must be an amount such as 12.50',
    })
    expect(errorsOf(price, { field: 'abc' })).toEqual({
      field: 'Price must be an amount such as 12.50',
    })
    expect(errorsOf(price, { field: '12.5' })).toEqual({
      field: 'Price must be an amount such as 12.50, with two decimals',
    })
    expect(errorsOf(price, { field: '12.505' })).toEqual({
      field: 'Price must be an amount such as 12.50, with two decimals',
    })
    expect(errorsOf(price, { field: '-1.00' })).toEqual({ field: 'Price cannot be negative' })
    expect(errorsOf(price, { field: '10000000.00' })).toEqual({
      field: 'Price must be at most 9999999.99',
    })
    expect(errorsOf(price, { field: '1'.repeat(5000) + '.00' })).toEqual({
      field: 'Price must be at most 9999999.99',
    })
  })

  it('honours a minimum', () => {
    const amount = body(money('Amount', { min: '0.01' }))
    expect(errorsOf(amount, { field: '0.00' })).toEqual({ field: 'Amount must be at least 0.01' })
    expect(errorsOf(amount, { field: '0.01' })).toEqual({})
  })

  it('converts to and from cents without floating drift', () => {
    expect(moneyToCents('12.50')).toBe(1250)
    expect(moneyToCents('0.07')).toBe(7)
    expect(moneyToCents('-3.05')).toBe(-305)
    expect(moneyToCents('1.5')).toBeNaN()
    expect(centsToMoney(1250)).toBe('12.50')
    expect(centsToMoney(7)).toBe('0.07')
    expect(centsToMoney(-305)).toBe('-3.05')
    expect(centsToMoney(moneyToCents('0.10') + moneyToCents('0.20'))).toBe('0.30')
  })

  it('reads as people write dollars: a sign, thousands separated, two decimals', () => {
    expect(formatUsd('1250.50')).toBe('$1,250.50')
    expect(formatUsd('192980.08')).toBe('$192,980.08')
    expect(formatUsd('0.07')).toBe('$0.07')
    expect(formatUsd('-3.00')).toBe('−$3.00')
    expect(formatUsd('-8.26')).toBe('−$8.26')
    expect(formatUsd('-0.00')).toBe('$0.00')
  })
})

describe('phone', () => {
  const form = body(phone())
  it('takes +961 and 7 or 8 digits, and a foreign number in E.164', () => {
    expect(errorsOf(form, { field: '+9613123456' })).toEqual({})
    expect(errorsOf(form, { field: '+96171123456' })).toEqual({})
    expect(errorsOf(form, { field: '+14155550100' })).toEqual({})
    expect(errorsOf(form, { field: '+33612345678' })).toEqual({})
  })
  it('refuses anything else', () => {
    const message = { field: 'Phone must be a phone number such as +9613123456' }
    for (const value of [
      '71123456',
      '+1415',
      '+0033612345678',
      '+1234567890123456',
      '+961 71 123 456',
      '+961712345678',
      '+961712',
    ]) {
      expect(errorsOf(form, { field: value })).toEqual(message)
    }
    expect(errorsOf(form, {})).toEqual({ field: 'Phone is required' })
  })
  it('reads as people write it, grouped after the country code', () => {
    expect(formatPhone('+9613382138')).toBe('+961 3 382 138')
    expect(formatPhone('+9611234567')).toBe('+961 1 234 567')
    expect(formatPhone('+96170123456')).toBe('+961 70 123 456')
    expect(formatPhone('+33142685300')).toBe('+33142685300')
  })
})

describe('text, e-mail, ids', () => {
  it('trims text and bounds it', () => {
    const name = body(text('Name', 5))
    expect(parseOk(name, { field: '  Tab ' }).field).toBe('Tab')
    expect(errorsOf(name, { field: '   ' })).toEqual({ field: 'Name is required' })
    expect(errorsOf(name, { field: 'x'.repeat(1_000_000) })).toEqual({
      field: 'Name must be at most 5 characters',
    })
    expect(errorsOf(name, { field: 5 })).toEqual({ field: 'Name must be text' })
  })

  it('lower-cases e-mails and accepts an empty optional one', () => {
    expect(parseOk(body(email()), { field: ' Rana@Example.COM ' }).field).toBe('rana@example.com')
    expect(errorsOf(body(email()), { field: 'rana@' })).toEqual({
      field: 'Email must be a valid e-mail address',
    })
    expect(parseOk(body(optionalEmail()), {}).field).toBe('')
    expect(errorsOf(body(optionalEmail()), { field: 'nope' })).toEqual({
      field: 'Email must be a valid e-mail address',
    })
  })

  it('takes positive ids only, each once in a list', () => {
    const category = body(ref('Category'))
    expect(errorsOf(category, {})).toEqual({ field: 'Category is required' })
    for (const value of [0, -1, 1.5, 2 ** 31, '3']) {
      expect(errorsOf(category, { field: value })).toEqual({
        field: 'Category must be chosen from the list',
      })
    }
    expect(errorsOf(body(refList('Branches')), { field: [1, 2, 1] })).toEqual({
      field: 'Branches are listed twice',
    })
  })

  it('names unknown fields', () => {
    expect(errorsOf(body(text('Name', 5)), { field: 'a', nmae: 'b' })).toEqual({
      nmae: 'Unknown field',
    })
  })
})

describe('image links', () => {
  const message = 'Image must be a web address or an uploaded image'

  it('take an uploaded image path or an http(s) address', () => {
    for (const value of ['/api/uploads/abc.png', 'https://cdn.example.com/a.jpg']) {
      expect(parseOk(body(imageUrl()), { field: value }).field).toBe(value)
      expect(parseOk(body(optionalImageUrl()), { field: value }).field).toBe(value)
    }
    expect(parseOk(body(optionalImageUrl()), { field: '' }).field).toBe('')
  })

  it('refuse a protocol-relative address, which would load from another site', () => {
    for (const value of ['//evil.test/x', '/\\evil.test/x', 'javascript:alert(1)']) {
      expect(errorsOf(body(imageUrl()), { field: value })).toEqual({ field: message })
      expect(errorsOf(body(optionalImageUrl()), { field: value })).toEqual({ field: message })
    }
  })
})

describe('query parameters', () => {
  it('reads ids, booleans, lists and dates from strings', () => {
    expect(queryId('Branch').parse('12')).toBe(12)
    expect(queryId('Branch').safeParse('0').success).toBe(false)
    expect(queryId('Branch').safeParse('1e3').success).toBe(false)
    expect(queryBoolean('Active').parse('false')).toBe(false)
    expect(queryBoolean('Active').safeParse('yes').success).toBe(false)
    expect(queryEnumList('Status', ['a', 'b']).parse('a,b')).toEqual(['a', 'b'])
    expect(queryEnumList('Status', ['a', 'b']).safeParse('a,c').success).toBe(false)
    expect(queryInstant('From').safeParse('2026-05-31').success).toBe(true)
    expect(queryInstant('From').safeParse('2026-05-31T10:00:00Z').success).toBe(true)
    expect(queryInstant('From').safeParse('yesterday').success).toBe(false)
  })
})
