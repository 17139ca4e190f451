import type { LoginResponse, PermissionEntry } from 'contracts'

/** A sign-in answer for unit tests: Rana Haddad, with these permissions, for an hour by default. */
export const testLogin = ({
  token = 'token-1',
  components = [{ key: 'order', actions: ['View'] }],
  expiresInMs = 3_600_000,
}: {
  token?: string
  components?: PermissionEntry[]
  expiresInMs?: number
} = {}): LoginResponse => ({
  token,
  tokenExpiry: new Date(Date.now() + expiresInMs).toISOString(),
  components,
  employeeInformation: {
    id: 1,
    firstName: 'Rana',
    lastName: 'Haddad',
    email: 'rana@demo.test',
    roleId: 1,
    roleName: 'Administrator',
  },
})
