import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** What the employee screens call each field. */
export const EMPLOYEE_LABELS = {
  firstName: m.firstName(),
  lastName: m.lastName(),
  email: m.email(),
  phone: m.phone(),
  roleId: m.roleId(),
  branchIds: m.branchIds(),
  isActive: m.active(),
  password: m.password(),
  confirmPassword: m.confirmPassword(),
  lastLoginAt: m.lastLoginAt(),
}

export const ALL_BRANCHES = m.allBranches()
