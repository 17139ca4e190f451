import { describe, expect, it } from 'vitest'
import { resetPasswordFormSchema } from './auth'
import { MESSAGES } from './messages'
import { errorsOf } from './testing'

describe('the password and its confirmation (docs/requirements.md#validation)', () => {
  it('gives each field its own message, whatever the other holds', () => {
    expect(errorsOf(resetPasswordFormSchema, {})).toEqual({
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmRequired,
    })
    // An empty password does not hide that the confirmation matches nothing.
    expect(errorsOf(resetPasswordFormSchema, { confirmPassword: 'Abcdefg1' })).toEqual({
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmMismatch,
    })
    expect(errorsOf(resetPasswordFormSchema, { password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: MESSAGES.passwordRule,
      confirmPassword: MESSAGES.confirmMismatch,
    })
    expect(errorsOf(resetPasswordFormSchema, { password: 'abc' })).toEqual({
      password: MESSAGES.passwordRule,
      confirmPassword: MESSAGES.confirmRequired,
    })
  })

  it('judges the match only once the confirmation is typed, and passes a matching pair', () => {
    const issues = resetPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: '' })
    expect(issues.error?.issues.map((i) => i.message)).toEqual([
      MESSAGES.passwordRule,
      MESSAGES.confirmRequired,
    ])
    expect(
      errorsOf(resetPasswordFormSchema, { password: 'Abcdefg1', confirmPassword: 'Abcdefg2' }),
    ).toEqual({
      confirmPassword: MESSAGES.confirmMismatch,
    })
    expect(
      errorsOf(resetPasswordFormSchema, { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }),
    ).toEqual({})
  })
})
