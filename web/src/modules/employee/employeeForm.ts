import { employeeResource, resetPasswordFormSchema } from 'contracts'
import type { FormValues } from '../../lib/resource'
import { zodValidate } from '../../lib/forms/zodValidate'
import type { AccessMode } from './AccessChoice'

/**
 * The employee form holds two fields the API does not take: how a new
 * employee gets in (`access`) and the password's confirmation. These turn the
 * form's values into the contract's input and check the password pair with
 * the rule and messages (docs/requirements.md#validation).
 */
export function toEmployeeInput(values: FormValues): FormValues {
  const { access, confirmPassword: _confirm, password, ...input } = values
  return (access as AccessMode | undefined) === 'password' ? { ...input, password } : input
}

const checkInput = zodValidate(employeeResource.input)
const checkPasswords = zodValidate(resetPasswordFormSchema)

export function validateEmployee(values: FormValues) {
  const { password: _password, ...errors } = checkInput(toEmployeeInput(values))
  if ((values.access as AccessMode | undefined) !== 'password') return errors
  return { ...errors, ...checkPasswords(values) }
}
