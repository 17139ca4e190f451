import { MESSAGES } from 'contracts'
import { describe, expect, it } from 'vitest'
import { toEmployeeInput, validateEmployee } from './employeeForm'

const person = {
  firstName: 'Lina',
  lastName: 'Saab',
  email: 'lina@example.test',
  phone: '+96171123456',
  roleId: 2,
  branchIds: [],
  isActive: true,
}

describe('the employee form', () => {
  it('sends no password when inviting, whatever was typed before switching', () => {
    expect(
      toEmployeeInput({ ...person, access: 'invite', password: 'x', confirmPassword: 'x' }),
    ).toEqual(person)
    expect(validateEmployee({ ...person, access: 'invite', password: 'x' })).toEqual({})
  })

  it('checks a password set now by docs/requirements.md#validation, confirmation included', () => {
    expect(validateEmployee({ ...person, access: 'password', password: 'short' })).toEqual({
      password: MESSAGES.passwordRule,
      confirmPassword: MESSAGES.confirmRequired,
    })
    expect(
      validateEmployee({
        ...person,
        access: 'password',
        password: 'Lina12345',
        confirmPassword: 'Lina1234',
      }),
    ).toEqual({ confirmPassword: MESSAGES.confirmMismatch })
    expect(
      validateEmployee({ ...person, email: '', access: 'password', confirmPassword: 'Lina12345' }),
    ).toEqual({
      email: 'Email is required',
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmMismatch,
    })
    const ok = {
      ...person,
      access: 'password',
      password: 'Lina12345',
      confirmPassword: 'Lina12345',
    }
    expect(validateEmployee(ok)).toEqual({})
    expect(toEmployeeInput(ok)).toEqual({ ...person, password: 'Lina12345' })
  })
})
