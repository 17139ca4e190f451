import { CLIENT_ID, MODULES, ROLE_EMPTY_MESSAGE } from 'contracts'
import type { PermissionEntry } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { MOCK_MESSAGES } from '../messages'
import { openTestMock, signInNewStaff } from '../testing'
import type { TestMock } from '../testing'

/**
 * An employee who keeps roles and employees can never raise their own rights,
 * lock themselves out, or stay signed in once switched off.
 */
let mock: TestMock
let admin: string

beforeAll(async () => {
  mock = await openTestMock({ orders: 20 })
  admin = await mock.signIn('admin@demo.test')
}, 60_000)

const KEEPER: PermissionEntry[] = [
  { key: 'roles', actions: ['View', 'Update'] },
  { key: 'employee', actions: ['View', 'Update'] },
]

/** The keeper's own role record and employee record, as the keeper reads them. */
async function own(token: string) {
  const me = (await mock.call('GET', '/employee/permissions', { token })).json
  expect(me.Data).toBeDefined()
  const roles = await mock.call('GET', '/roles?pageSize=100&sort=createdAt:desc', { token })
  return roles.json.Data as { id: number; name: string; version: number; permissions: [] }[]
}

async function ownRole(token: string, email: string) {
  const role = (await own(token)).find((r) => r.name === email)
  expect(role).toBeDefined()
  return role!
}

/** Asks to save the keeper's own role with `permissions`: the answer. */
async function saveOwnRole(token: string, email: string, permissions: PermissionEntry[]) {
  const role = await ownRole(token, email)
  return mock.call('PUT', `/roles/${role.id}`, {
    token,
    body: { name: role.name, description: '', permissions, version: role.version },
  })
}

const withGrant = (base: PermissionEntry[], key: PermissionEntry['key'], action: string) => {
  const others = base.filter((e) => e.key !== key)
  const mine = base.find((e) => e.key === key)?.actions ?? []
  const actions = [...new Set(['View', ...mine, action])] as PermissionEntry['actions']
  return [...others, { key, actions }]
}

describe('an employee cannot raise their own role', () => {
  it('by View on any module they cannot see (422, role unchanged)', async () => {
    const email = 'own-view@demo.test'
    const token = await signInNewStaff(mock, email, KEEPER)
    const before = await ownRole(token, email)
    const unseen = MODULES.filter((m) => !KEEPER.some((e) => e.key === m.key))
    expect(unseen.length).toBe(MODULES.length - 2)
    for (const m of unseen) {
      const res = await saveOwnRole(token, email, [...KEEPER, { key: m.key, actions: ['View'] }])
      expect(res.status, m.key).toBe(422)
      expect(res.json.Errors, m.key).toEqual({ permissions: MOCK_MESSAGES.ownRoleRaise })
    }
    const after = await ownRole(token, email)
    expect(after.version).toBe(before.version)
    expect(after.permissions).toEqual(KEEPER)
  })

  it('by any other action of any module (422, role unchanged)', async () => {
    const email = 'own-action@demo.test'
    const sees = MODULES.map((m): PermissionEntry => {
      const keeps = KEEPER.find((e) => e.key === m.key)
      return keeps ?? { key: m.key, actions: ['View'] }
    })
    const token = await signInNewStaff(mock, email, sees)
    const before = await ownRole(token, email)
    let tried = 0
    for (const m of MODULES) {
      for (const action of m.actions) {
        const held = sees.find((e) => e.key === m.key)!.actions
        if (held.includes(action)) continue
        tried++
        const res = await saveOwnRole(token, email, withGrant(sees, m.key, action))
        expect(res.status, `${m.key} ${action}`).toBe(422)
        expect(res.json.ErrorMessage, `${m.key} ${action}`).toBe(MOCK_MESSAGES.ownRoleRaise)
      }
    }
    // Every action the registry lists, but View everywhere and Update on the two staff modules.
    const all = MODULES.reduce((n, m) => n + m.actions.length, 0)
    expect(tried).toBe(all - MODULES.length - 2)
    expect((await ownRole(token, email)).version).toBe(before.version)
  })

  it('nor by moving themselves to a wider role (422 on the role field)', async () => {
    const email = 'own-move@demo.test'
    const token = await signInNewStaff(mock, email, KEEPER)
    const me = (await mock.call('GET', '/employee?search=own-move', { token })).json.Data[0]
    const res = await mock.call('PUT', `/employee/${me.id}`, {
      token,
      body: { ...editable(me), roleId: 1, version: me.version },
    })
    expect(res.status).toBe(422)
    expect(res.json.Errors).toEqual({ roleId: MOCK_MESSAGES.ownRoleRaise })
  })
})

const editable = (e: Record<string, unknown>) => ({
  firstName: e.firstName,
  lastName: e.lastName,
  email: e.email,
  phone: e.phone,
  roleId: e.roleId,
  branchIds: e.branchIds,
  isActive: e.isActive,
})

describe('an employee cannot lock themselves out of employees and roles', () => {
  it('by taking an action on them from their own role (422, role unchanged)', async () => {
    const email = 'own-lock@demo.test'
    const token = await signInNewStaff(mock, email, KEEPER)
    for (const key of ['roles', 'employee'] as const) {
      const narrower = KEEPER.map((e) => (e.key === key ? { key, actions: ['View' as const] } : e))
      const res = await saveOwnRole(token, email, narrower)
      expect(res.status, key).toBe(422)
      expect(res.json.Errors, key).toEqual({ permissions: MOCK_MESSAGES.ownStaffAccess })
    }
    expect((await ownRole(token, email)).permissions).toEqual(KEEPER)
  })

  it('by moving themselves to a role without them (422 on the role field)', async () => {
    const email = 'own-lock-move@demo.test'
    const token = await signInNewStaff(mock, email, KEEPER)
    const narrow = await mock.call('POST', '/roles', {
      token: admin,
      body: { name: 'Roles only', permissions: [{ key: 'roles', actions: ['View', 'Update'] }] },
    })
    expect(narrow.status).toBe(201)
    const me = (await mock.call('GET', '/employee?search=own-lock-move', { token })).json.Data[0]
    const res = await mock.call('PUT', `/employee/${me.id}`, {
      token,
      body: { ...editable(me), roleId: narrow.json.Data.id, version: me.version },
    })
    expect(res.status).toBe(422)
    expect(res.json.Errors).toEqual({ roleId: MOCK_MESSAGES.ownStaffAccess })
  })

  it('while narrowing another role the same way is theirs to do', async () => {
    const res = await mock.call('POST', '/roles', {
      token: admin,
      body: { name: 'Narrow me', permissions: KEEPER },
    })
    const role = res.json.Data
    const narrowed = await mock.call('PUT', `/roles/${role.id}`, {
      token: admin,
      body: {
        name: role.name,
        description: '',
        permissions: [{ key: 'roles', actions: ['View'] }],
        version: role.version,
      },
    })
    expect(narrowed.status).toBe(200)
  })
})

describe('a role with no permission', () => {
  it('is refused, whether empty or all boxes cleared (400 on permissions)', async () => {
    for (const permissions of [[], [{ key: 'order', actions: [] }]]) {
      const res = await mock.call('POST', '/roles', {
        token: admin,
        body: { name: 'Nothing', permissions },
      })
      expect(res.status).toBe(400)
      expect(res.json.Errors).toEqual({ permissions: ROLE_EMPTY_MESSAGE })
    }
  })
})

describe('deactivating an employee', () => {
  it('ends their sessions at once, and they cannot sign in until reactivated', async () => {
    const email = 'switched-off@demo.test'
    const token = await signInNewStaff(mock, email, [{ key: 'order', actions: ['View'] }])
    const second = (
      await mock.call('POST', '/employee/authenticate', {
        body: { email, password: 'Staff12345', clientId: CLIENT_ID },
      })
    ).json.token as string
    expect((await mock.call('GET', '/order', { token })).status).toBe(200)
    const row = (await mock.call('GET', `/employee?search=${email}`, { token: admin })).json.Data[0]
    const off = await mock.call('PUT', `/employee/${row.id}`, {
      token: admin,
      body: { ...editable(row), isActive: false, version: row.version },
    })
    expect(off.status).toBe(200)
    for (const t of [token, second]) {
      expect((await mock.call('GET', '/order', { token: t })).status).toBe(401)
      expect((await mock.call('GET', '/employee/permissions', { token: t })).status).toBe(401)
    }
    const signIn = () =>
      mock.call('POST', '/employee/authenticate', {
        body: { email, password: 'Staff12345', clientId: CLIENT_ID },
      })
    expect((await signIn()).status).toBe(401)
    const on = await mock.call('PUT', `/employee/${row.id}`, {
      token: admin,
      body: { ...editable(row), isActive: true, version: off.json.Data.version },
    })
    expect(on.status).toBe(200)
    expect((await signIn()).status).toBe(200)
  })
})

describe('an employee editor without roles or branch View', () => {
  it('lists roles and branches to pick from, and reads no role record', async () => {
    const token = await signInNewStaff(mock, 'picker@demo.test', [
      { key: 'employee', actions: ['View', 'Add'] },
    ])
    expect((await mock.call('GET', '/roles', { token })).status).toBe(200)
    expect((await mock.call('GET', '/branch', { token })).status).toBe(200)
    expect((await mock.call('GET', '/roles/1', { token })).status).toBe(403)
    const viewer = await signInNewStaff(mock, 'looker@demo.test', [
      { key: 'employee', actions: ['View'] },
    ])
    expect((await mock.call('GET', '/roles', { token: viewer })).status).toBe(403)
  })

  it('sees the names of each employee’s branches on the row', async () => {
    const res = await mock.call('GET', '/employee?search=branch@demo.test', { token: admin })
    const branches = await mock.call('GET', '/branch?pageSize=100', { token: admin })
    const name = (id: number) => branches.json.Data.find((b: { id: number }) => b.id === id).name
    expect(res.json.Data[0]).toMatchObject({ branchIds: [1, 2], branchNames: [name(1), name(2)] })
  })
})
