import { MESSAGES, resetPasswordFormSchema, sendResetRequestSchema } from 'contracts'
import { FORM_ERROR, getIn } from 'final-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldName, zodValidate } from './zodValidate'

describe('zodValidate on the sign-in and reset forms', () => {
  const sendEmail = zodValidate(sendResetRequestSchema.pick({ email: true }))
  const reset = zodValidate(resetPasswordFormSchema)

  it('gives the send-email messages of docs/requirements.md#validation', () => {
    expect(sendEmail({})).toEqual({ email: MESSAGES.emailRequired })
    expect(sendEmail({ email: '' })).toEqual({ email: MESSAGES.emailRequired })
    expect(sendEmail({ email: 'nope' })).toEqual({ email: MESSAGES.emailInvalid })
    expect(sendEmail({ email: 'rana@demo.test' })).toEqual({})
  })

  it('reads no values yet as an empty form', () => {
    expect(sendEmail(undefined)).toEqual({ email: MESSAGES.emailRequired })
  })

  it('gives the reset messages of docs/requirements.md#validation, one per field', () => {
    expect(reset({})).toEqual({
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmRequired,
    })
    expect(reset({ password: 'short', confirmPassword: 'short' })).toEqual({
      password: MESSAGES.passwordRule,
    })
    expect(reset({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toEqual({
      confirmPassword: MESSAGES.confirmMismatch,
    })
    expect(reset({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual({})
  })

  it('shows both reset messages at once, whatever the other field holds', () => {
    expect(reset({ confirmPassword: 'Abcdefg1' })).toEqual({
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmMismatch,
    })
    expect(reset({ password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: MESSAGES.passwordRule,
      confirmPassword: MESSAGES.confirmMismatch,
    })
  })
})

describe('zodValidate on nested forms', () => {
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
