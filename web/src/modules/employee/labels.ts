/** What the employee screens call each field. */
export const EMPLOYEE_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  roleId: 'Role',
  branchIds: 'Branches',
  isActive: 'Active',
  password: 'Password',
  confirmPassword: 'Confirm password',
  lastLoginAt: 'Last sign-in',
}

export const ALL_BRANCHES = 'All branches'
