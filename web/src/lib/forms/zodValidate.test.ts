import { MESSAGES, resetPasswordFormSchema, sendResetRequestSchema } from 'contracts'
import { describe, expect, it } from 'vitest'
import { zodValidate } from './zodValidate'

describe('zodValidate', () => {
  const sendEmail = zodValidate(sendResetRequestSchema.pick({ email: true }))
  const reset = zodValidate(resetPasswordFormSchema)

  it('gives the send-email messages of SPEC §5', () => {
    expect(sendEmail({})).toEqual({ email: MESSAGES.emailRequired })
    expect(sendEmail({ email: '' })).toEqual({ email: MESSAGES.emailRequired })
    expect(sendEmail({ email: 'nope' })).toEqual({ email: MESSAGES.emailInvalid })
    expect(sendEmail({ email: 'rana@demo.test' })).toEqual({})
  })

  it('gives the reset messages of SPEC §5, one per field', () => {
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
})
