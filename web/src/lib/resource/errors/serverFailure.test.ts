import { FORM_ERROR, getIn } from 'final-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../../api'
import { errorMessage, fieldName, serverFailure, serverFieldName, zodValidate } from './fieldErrors'

const product = z.object({
  name: z.string().min(1, 'Name is required'),
  price: z.string().regex(/^\d+\.\d{2}$/, 'Price must have exactly two decimals, like 12.50'),
  optionGroups: z.array(
    z.object({
      name: z.string().min(1, 'Group name is required'),
      options: z.array(z.object({ priceDelta: z.string().min(1, 'Price delta is required') })),
    }),
  ),
})

describe('zod issues on form fields', () => {
  it('names nested fields the way final-form does', () => {
    expect(fieldName(['name'])).toBe('name')
    expect(fieldName(['optionGroups', 2, 'options', 0, 'name'])).toBe(
      'optionGroups[2].options[0].name',
    )
    expect(fieldName([])).toBe('')
  })

  it('puts every message on its field, nested ones included', () => {
    const validate = zodValidate(product)
    const errors = validate({
      name: '',
      price: '12.5',
      optionGroups: [
        { name: 'Size', options: [{ priceDelta: '1.00' }] },
        { name: '', options: [{ priceDelta: '0.00' }, { priceDelta: '' }] },
      ],
    })
    expect(getIn(errors, 'name')).toBe('Name is required')
    expect(getIn(errors, 'price')).toBe('Price must have exactly two decimals, like 12.50')
    expect(getIn(errors, 'optionGroups[0].name')).toBeUndefined()
    expect(getIn(errors, 'optionGroups[1].name')).toBe('Group name is required')
    expect(getIn(errors, 'optionGroups[1].options[1].priceDelta')).toBe('Price delta is required')
  })

  it('answers no errors for valid values', () => {
    expect(zodValidate(product)({ name: 'Fries', price: '3.00', optionGroups: [] })).toEqual({})
  })

  it('puts whole-object issues (refinements with no path) on the form', () => {
    const schema = z
      .object({ min: z.number(), max: z.number() })
      .refine((v) => v.min <= v.max, 'Minimum must not exceed maximum')
    expect(zodValidate(schema)({ min: 3, max: 1 })[FORM_ERROR]).toBe(
      'Minimum must not exceed maximum',
    )
  })
})

describe('server errors on form fields', () => {
  it('reads dotted and bracketed server keys as field names', () => {
    expect(serverFieldName('optionGroups.1.options.0.name')).toBe('optionGroups[1].options[0].name')
    expect(serverFieldName('optionGroups[1].name')).toBe('optionGroups[1].name')
    expect(serverFieldName('name')).toBe('name')
  })

  it('maps a 400 with Errors to submission errors on each field and the message on top', () => {
    const failure = serverFailure(
      new ApiError(400, 'Some fields are not valid.', {
        name: 'A category named Drinks already exists',
        'optionGroups.0.maxSelect': 'Maximum must be at least the minimum',
      }),
    )
    expect(failure.status).toBe(400)
    expect(failure.stale).toBe(false)
    expect(getIn(failure.submission ?? {}, 'name')).toBe('A category named Drinks already exists')
    expect(getIn(failure.submission ?? {}, 'optionGroups[0].maxSelect')).toBe(
      'Maximum must be at least the minimum',
    )
    expect(failure.submission?.[FORM_ERROR]).toBe('Some fields are not valid.')
  })

  it('recognises a stale record and uses the server words', () => {
    const failure = serverFailure(new ApiError(409, 'Someone else changed this record.'))
    expect(failure.stale).toBe(true)
    expect(failure.message).toBe('Someone else changed this record.')
  })

  it('falls back to a readable text when the server sent none', () => {
    expect(errorMessage(new ApiError(0, undefined))).toMatch(/could not be reached/)
    expect(errorMessage(new ApiError(503, undefined))).toMatch(/status 503/)
    expect(errorMessage(new ApiError(422, 'This category still has 3 sub-categories.'))).toBe(
      'This category still has 3 sub-categories.',
    )
    expect(serverFailure(new ApiError(409, undefined)).message).toMatch(/Someone else changed/)
  })
})
