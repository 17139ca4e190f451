import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../messages'
import { errorsOf, parseOk } from '../testing'
import {
  blockCustomerBodySchema,
  customerResource,
  customerSchema,
  unblockCustomerBodySchema,
} from './customer'
import { employeeResource } from './employee'
import { ROLE_EMPTY_MESSAGE, roleResource } from './role'

const yearsAgo = (years: number, days = 0) => {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - years)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const customer = {
  firstName: 'Rana',
  lastName: 'Haddad',
  phone: '+96171123456',
  email: 'rana.haddad@example.com',
  dateOfBirth: '1994-03-08',
  addresses: [
    {
      label: 'Home',
      area: 'Achrafieh',
      street: 'Sursock Street',
      building: 'Bldg 12',
      floor: '3',
      notes: 'Ring twice',
      lat: 33.8886,
      lng: 35.5196,
    },
  ],
}

describe('customer', () => {
  it('is edited, never created, from the back-office', () => {
    expect(customerResource.operations).toEqual(['list', 'get', 'update'])
    expect(errorsOf(customerResource.updateBody, { ...customer, version: 2 })).toEqual({})
  })

  it('must be at least 18', () => {
    expect(errorsOf(customerResource.input, { ...customer, dateOfBirth: yearsAgo(18, 1) })).toEqual(
      {
        dateOfBirth: 'The customer must be at least 18 years old',
      },
    )
    expect(
      errorsOf(customerResource.input, { ...customer, dateOfBirth: yearsAgo(18, -1) }),
    ).toEqual({})
    expect(errorsOf(customerResource.input, { ...customer, dateOfBirth: '08/03/1994' })).toEqual({
      dateOfBirth: 'Date of birth must be a date like 2000-01-31',
    })
  })

  it('cannot be blocked through the update body', () => {
    expect(errorsOf(customerResource.input, { ...customer, isBlocked: true })).toEqual({
      isBlocked: 'Unknown field',
    })
    expect(errorsOf(blockCustomerBodySchema, { version: 1, reason: 'Abusive to riders' })).toEqual(
      {},
    )
    expect(errorsOf(blockCustomerBodySchema, { version: 1 })).toEqual({
      reason: 'Reason is required',
    })
    expect(errorsOf(unblockCustomerBodySchema, {})).toEqual({
      version: 'Version is required; reload the record and try again',
    })
  })

  it('reads with its derived figures', () => {
    const record = {
      id: 31,
      createdAt: '2025-01-03T12:00:00.000Z',
      updatedAt: '2026-05-01T12:00:00.000Z',
      version: 4,
      ...customer,
      isBlocked: false,
      blockedReason: '',
      blockedAt: null,
      blockedById: null,
      blockedByName: null,
      ordersCount: 17,
      totalSpent: '412.75',
      lastOrderAt: '2026-05-01T11:58:00.000Z',
      walletBalance: '12.00',
      loyaltyPoints: 340,
    }
    expect(customerSchema.safeParse(record).success).toBe(true)
    expect(
      parseOk(customerResource.query, {
        isBlocked: 'true',
        hasWalletBalance: 'false',
        signedUpFrom: '2026-01-01',
        sort: 'totalSpent:desc',
      }),
    ).toMatchObject({
      isBlocked: true,
      hasWalletBalance: false,
      signedUpFrom: '2026-01-01',
    })
  })
})

describe('employee', () => {
  const employee = {
    firstName: 'Karim',
    lastName: 'Nassar',
    email: 'Karim.Nassar@Demo.Test',
    phone: '+9613555777',
    roleId: 2,
    branchIds: [1],
  }

  it('may be invited without a password', () => {
    const input = parseOk(employeeResource.input, employee)
    expect(input.password).toBeUndefined()
    expect(input.email).toBe('karim.nassar@demo.test')
    expect(input.isActive).toBe(true)
  })

  it('takes a password only under the password rule of docs/requirements.md#validation', () => {
    expect(errorsOf(employeeResource.input, { ...employee, password: 'Secret123' })).toEqual({})
    expect(errorsOf(employeeResource.input, { ...employee, password: 'secret12' })).toEqual({
      password: MESSAGES.passwordRule,
    })
  })

  it('needs a role and a valid e-mail', () => {
    const { roleId: _roleId, ...noRole } = employee
    expect(errorsOf(employeeResource.input, { ...noRole, email: 'karim' })).toEqual({
      roleId: 'Role is required',
      email: 'Email must be a valid e-mail address',
    })
  })
})

describe('role', () => {
  const role = {
    name: 'Shift lead',
    description: 'Runs a branch at night',
    permissions: [
      { key: 'order', actions: ['View', 'Update'] },
      { key: 'branch-orders', actions: ['View', 'Update'] },
    ],
  }

  it('takes a realistic role', () => {
    expect(errorsOf(roleResource.input, role)).toEqual({})
    expect(roleResource.path).toBe('/roles')
  })

  it('lists each module once, with View under any other action', () => {
    expect(
      errorsOf(roleResource.input, {
        ...role,
        permissions: [...role.permissions, { key: 'order', actions: ['View'] }],
      }),
    ).toEqual({ permissions: 'A module is listed twice' })
    expect(
      errorsOf(roleResource.input, { ...role, permissions: [{ key: 'coupon', actions: ['Add'] }] }),
    ).toEqual({
      'permissions.0.actions': 'Add, Update and Delete need View too',
    })
    expect(
      errorsOf(roleResource.input, {
        ...role,
        permissions: [{ key: 'coupons', actions: ['View'] }],
      }),
    ).toEqual({ 'permissions.0.key': 'Module must be one of the back-office modules' })
    expect(
      errorsOf(roleResource.input, {
        ...role,
        permissions: [{ key: 'coupon', actions: ['View', 'View'] }],
      }),
    ).toEqual({ 'permissions.0.actions': 'An action is listed twice' })
  })

  it('grants only the actions its module has, and at least one', () => {
    expect(
      errorsOf(roleResource.input, {
        ...role,
        permissions: [{ key: 'loyaltyPointHistory', actions: ['View', 'Delete'] }],
      }),
    ).toEqual({ 'permissions.0.actions': 'The module does not have this action' })
    expect(errorsOf(roleResource.input, { ...role, permissions: [] })).toEqual({
      permissions: ROLE_EMPTY_MESSAGE,
    })
    expect(
      errorsOf(roleResource.input, { ...role, permissions: [{ key: 'order', actions: [] }] }),
    ).toEqual({ permissions: ROLE_EMPTY_MESSAGE })
    const { permissions: _permissions, ...none } = role
    expect(errorsOf(roleResource.input, none)).toHaveProperty('permissions')
  })
})
