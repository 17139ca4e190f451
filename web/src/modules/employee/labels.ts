import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** What the employee screens call each field. */
export const EMPLOYEE_LABELS = {
  get firstName() {
    return m.firstName()
  },
  get lastName() {
    return m.lastName()
  },
  get email() {
    return m.email()
  },
  get phone() {
    return m.phone()
  },
  get roleId() {
    return m.roleId()
  },
  get branchIds() {
    return m.branchIds()
  },
  get isActive() {
    return m.active()
  },
  get password() {
    return m.password()
  },
  get confirmPassword() {
    return m.confirmPassword()
  },
  get lastLoginAt() {
    return m.lastLoginAt()
  },
}

export const allBranches = () => m.allBranches()
