import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { API_ERRORS } from './messages'
import { validationError } from './validation'

describe('validationError', () => {
  it('answers the 400 shape with one message per field', () => {
    const schema = z.strictObject({
      name: z.string().min(1, 'Name is required').min(3, 'Name is too short'),
      lines: z.array(
        z.strictObject({ quantity: z.number().min(1, 'Quantity must be at least 1') }),
      ),
    })
    const result = schema.safeParse({ name: '', lines: [{ quantity: 0 }], colour: 'red' })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(validationError(result.error)).toEqual({
      ErrorMessage: API_ERRORS.validation,
      Errors: {
        name: 'Name is required',
        'lines.0.quantity': 'Quantity must be at least 1',
        colour: 'Unknown field',
      },
    })
  })
})
