import { CLIENT_ID } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { MOCK_MESSAGES } from '../messages'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

/**
 * Someone who may manage employees and roles, but holds no other permission,
 * must not be able to hand out (or take over) more than they have.
 */
let mock: TestMock
let admin: string
let people: string
let peopleRoleId: number
let lesserRoleId: number
const ADMIN_ROLE = 1
const ADMIN_ID = 1

const PEOPLE_PERMISSIONS = [
  { key: 'employee', actions: ['View', 'Add', 'Update'] },
  { key: 'roles', actions: ['View', 'Add', 'Update'] },
]

const api = (method: string, path: string, body: unknown, token: string) =>
  mock.call(method, path, { token, body })

const person = (email: string, roleId: number) => ({
  firstName: 'Test',
  lastName: 'Person',
  email,
  phone: '+96171123456',
  roleId,
})

beforeAll(async () => {
  mock = await openTestMock({ orders: 20 })
  admin = await mock.signIn('admin@demo.test')
  const role = await api(
    'POST',
    '/roles',
    { name: 'People', description: '', permissions: PEOPLE_PERMISSIONS },
    admin,
  )
  peopleRoleId = role.json.Data.id
  const lesser = await api(
    'POST',
    '/roles',
    { name: 'Directory', permissions: [{ key: 'employee', actions: ['View'] }] },
    admin,
  )
  lesserRoleId = lesser.json.Data.id
  const created = await api(
    'POST',
    '/employee',
    { ...person('people@demo.test', peopleRoleId), password: 'People1234' },
    admin,
  )
  expect(created.status).toBe(201)
  const signIn = await mock.call('POST', '/employee/authenticate', {
    body: { email: 'people@demo.test', password: 'People1234', clientId: CLIENT_ID },
  })
  people = signIn.json.token
}, 60_000)

async function adminRecord() {
  return (await api('GET', `/employee/${ADMIN_ID}`, undefined, admin)).json.Data
}

describe('an employee manager cannot hand out more than their own permissions', () => {
  it('cannot set the Administrator’s password (422), and the old one still works', async () => {
    const target = await adminRecord()
    const res = await api(
      'PUT',
      `/employee/${ADMIN_ID}`,
      {
        ...person(target.email, target.roleId),
        firstName: target.firstName,
        lastName: target.lastName,
        phone: target.phone,
        branchIds: target.branchIds,
        isActive: true,
        password: 'Takeover1234',
        version: target.version,
      },
      people,
    )
    expect(res.status).toBe(422)
    expect(res.json.ErrorMessage).toBe(MOCK_MESSAGES.employeeRoleAboveOwn)
    const stolen = await mock.call('POST', '/employee/authenticate', {
      body: { email: 'admin@demo.test', password: 'Takeover1234', clientId: CLIENT_ID },
    })
    expect(stolen.status).not.toBe(200)
    expect((await adminRecord()).version).toBe(target.version)
  })

  it('cannot demote or switch off the Administrator either', async () => {
    const target = await adminRecord()
    const base = {
      firstName: target.firstName,
      lastName: target.lastName,
      email: target.email,
      phone: target.phone,
      branchIds: target.branchIds,
      version: target.version,
    }
    const demote = await api(
      'PUT',
      `/employee/${ADMIN_ID}`,
      { ...base, roleId: lesserRoleId, isActive: true },
      people,
    )
    expect(demote.status).toBe(422)
    expect(demote.json.ErrorMessage).toBe(MOCK_MESSAGES.employeeAboveOwn)
    expect(demote.json.Errors).toEqual({ roleId: MOCK_MESSAGES.employeeAboveOwn })
    expect((await adminRecord()).roleId).toBe(ADMIN_ROLE)
  })

  it('cannot create an Administrator (422)', async () => {
    const res = await api('POST', '/employee', person('boss@demo.test', ADMIN_ROLE), people)
    expect(res.status).toBe(422)
    expect(res.json.Errors).toEqual({ roleId: MOCK_MESSAGES.employeeRoleAboveOwn })
    const list = await api('GET', '/employee?search=boss@demo.test', undefined, admin)
    expect(list.json.TotalCount).toBe(0)
  })

  it('may add and edit employees with their own or a narrower role', async () => {
    const same = await api('POST', '/employee', person('peer@demo.test', peopleRoleId), people)
    expect(same.status).toBe(201)
    const narrower = await api(
      'POST',
      '/employee',
      person('junior@demo.test', lesserRoleId),
      people,
    )
    expect(narrower.status).toBe(201)
    const { id, version } = narrower.json.Data
    const update = await api(
      'PUT',
      `/employee/${id}`,
      {
        ...person('junior@demo.test', lesserRoleId),
        isActive: false,
        password: 'Junior1234',
        version,
      },
      people,
    )
    expect(update.status).toBe(200)
    expect(update.json.Data).toMatchObject({ isActive: false, version: version + 1 })
  })

  it('cannot create a role, or widen one, beyond their own permissions (422)', async () => {
    const create = await api(
      'POST',
      '/roles',
      {
        name: 'Orders too',
        permissions: [...PEOPLE_PERMISSIONS, { key: 'order', actions: ['View'] }],
      },
      people,
    )
    expect(create.status).toBe(422)
    expect(create.json.ErrorMessage).toBe(MOCK_MESSAGES.roleAboveOwn)
    expect(create.json.Errors).toEqual({ permissions: MOCK_MESSAGES.roleAboveOwn })

    const lesser = (await api('GET', `/roles/${lesserRoleId}`, undefined, admin)).json.Data
    const widen = await api(
      'PUT',
      `/roles/${lesserRoleId}`,
      {
        name: lesser.name,
        description: lesser.description,
        permissions: [{ key: 'employee', actions: ['View', 'Delete'] }],
        version: lesser.version,
      },
      people,
    )
    expect(widen.status).toBe(422)
    expect(widen.json.ErrorMessage).toBe(MOCK_MESSAGES.roleAboveOwn)
    const after = (await api('GET', `/roles/${lesserRoleId}`, undefined, admin)).json.Data
    expect(after.permissions).toEqual([{ key: 'employee', actions: ['View'] }])
  })

  it('may create and edit roles within their own permissions', async () => {
    const create = await api(
      'POST',
      '/roles',
      { name: 'Viewer of people', permissions: [{ key: 'employee', actions: ['View'] }] },
      people,
    )
    expect(create.status).toBe(201)
    const update = await api(
      'PUT',
      `/roles/${create.json.Data.id}`,
      {
        name: 'Editor of people',
        permissions: [{ key: 'employee', actions: ['View', 'Update'] }],
        version: 1,
      },
      people,
    )
    expect(update.status).toBe(200)
  })
})

describe('the Administrator', () => {
  it('still creates administrators, full roles and sets anyone’s password', async () => {
    const everything = (await api('GET', `/roles/${ADMIN_ROLE}`, undefined, admin)).json.Data
    const role = await api(
      'POST',
      '/roles',
      { name: 'Second admin', permissions: everything.permissions },
      admin,
    )
    expect(role.status).toBe(201)
    const boss = await api('POST', '/employee', person('chief@demo.test', ADMIN_ROLE), admin)
    expect(boss.status).toBe(201)
    const { id, version } = boss.json.Data
    const reset = await api(
      'PUT',
      `/employee/${id}`,
      { ...person('chief@demo.test', role.json.Data.id), password: 'Chief12345', version },
      admin,
    )
    expect(reset.status).toBe(200)
  })
})

describe('an employee and role keeper cannot remove or narrow more than they have', () => {
  let keeper: string
  let keeperId: number
  let keeperRoleId: number
  const KEEPER_PERMISSIONS = [
    { key: 'employee', actions: ['View', 'Add', 'Update', 'Delete'] },
    { key: 'roles', actions: ['View', 'Add', 'Update', 'Delete'] },
  ]

  beforeAll(async () => {
    const role = await api(
      'POST',
      '/roles',
      { name: 'Keeper', permissions: KEEPER_PERMISSIONS },
      admin,
    )
    keeperRoleId = role.json.Data.id
    const created = await api(
      'POST',
      '/employee',
      { ...person('keeper@demo.test', keeperRoleId), password: 'Keeper1234' },
      admin,
    )
    keeperId = created.json.Data.id
    const signIn = await mock.call('POST', '/employee/authenticate', {
      body: { email: 'keeper@demo.test', password: 'Keeper1234', clientId: CLIENT_ID },
    })
    keeper = signIn.json.token
  })

  const roleRecord = async (id: number) =>
    (await api('GET', `/roles/${id}`, undefined, admin)).json.Data

  it('cannot delete the Administrator (422), who stays', async () => {
    const res = await api('DELETE', `/employee/${ADMIN_ID}`, undefined, keeper)
    expect(res.status).toBe(422)
    expect(res.json.ErrorMessage).toBe(MOCK_MESSAGES.employeeDeleteAboveOwn)
    expect((await api('GET', `/employee/${ADMIN_ID}`, undefined, admin)).status).toBe(200)
  })

  it('may delete an employee whose role is narrower', async () => {
    const junior = await api('POST', '/employee', person('temp@demo.test', lesserRoleId), admin)
    const res = await api('DELETE', `/employee/${junior.json.Data.id}`, undefined, keeper)
    expect(res.status).toBe(200)
    expect((await api('GET', `/employee/${junior.json.Data.id}`, undefined, admin)).status).toBe(
      404,
    )
  })

  it('cannot narrow or rename the Administrator role (422), which keeps every permission', async () => {
    const before = await roleRecord(ADMIN_ROLE)
    const narrow = await api(
      'PUT',
      `/roles/${ADMIN_ROLE}`,
      {
        name: before.name,
        description: before.description,
        permissions: KEEPER_PERMISSIONS,
        version: before.version,
      },
      keeper,
    )
    expect(narrow.status).toBe(422)
    expect(narrow.json.ErrorMessage).toBe(MOCK_MESSAGES.roleChangeAboveOwn)
    const rename = await api(
      'PUT',
      `/roles/${ADMIN_ROLE}`,
      {
        name: 'Former admin',
        description: before.description,
        permissions: before.permissions,
        version: before.version,
      },
      keeper,
    )
    expect(rename.status).toBe(422)
    expect(rename.json.ErrorMessage).toBe(MOCK_MESSAGES.roleChangeAboveOwn)
    expect(await roleRecord(ADMIN_ROLE)).toEqual(before)
  })

  it('cannot delete a role that grants more than their own (422), which stays', async () => {
    const orders = await api(
      'POST',
      '/roles',
      { name: 'Order desk', permissions: [{ key: 'order', actions: ['View'] }] },
      admin,
    )
    const id = orders.json.Data.id
    const res = await api('DELETE', `/roles/${id}`, undefined, keeper)
    expect(res.status).toBe(422)
    expect(res.json.ErrorMessage).toBe(MOCK_MESSAGES.roleChangeAboveOwn)
    expect((await api('GET', `/roles/${id}`, undefined, admin)).status).toBe(200)
  })

  it('may edit and delete roles within their own permissions', async () => {
    const viewer = await api(
      'POST',
      '/roles',
      { name: 'People viewer', permissions: [{ key: 'employee', actions: ['View'] }] },
      admin,
    )
    const id = viewer.json.Data.id
    const update = await api(
      'PUT',
      `/roles/${id}`,
      { name: 'People reader', permissions: [{ key: 'roles', actions: ['View'] }], version: 1 },
      keeper,
    )
    expect(update.status).toBe(200)
    expect((await api('DELETE', `/roles/${id}`, undefined, keeper)).status).toBe(200)
  })

  it('cannot delete or switch off their own account (422)', async () => {
    const remove = await api('DELETE', `/employee/${keeperId}`, undefined, keeper)
    expect(remove.status).toBe(422)
    expect(remove.json.ErrorMessage).toBe(MOCK_MESSAGES.ownAccountDelete)
    const self = (await api('GET', `/employee/${keeperId}`, undefined, admin)).json.Data
    const off = await api(
      'PUT',
      `/employee/${keeperId}`,
      { ...person(self.email, self.roleId), isActive: false, version: self.version },
      keeper,
    )
    expect(off.status).toBe(422)
    expect(off.json.ErrorMessage).toBe(MOCK_MESSAGES.ownAccountDeactivate)
    expect(off.json.Errors).toEqual({ isActive: MOCK_MESSAGES.ownAccountDeactivate })
    const after = (await api('GET', `/employee/${keeperId}`, undefined, admin)).json.Data
    expect(after).toMatchObject({ isActive: true, version: self.version })
    // Still signed in: the refused switch-off ended no session.
    expect((await api('GET', `/employee/${keeperId}`, undefined, keeper)).status).toBe(200)
  })
})

describe('the Administrator keeps every power', () => {
  it('edits the Administrator role, deletes an administrator and a full role', async () => {
    const before = (await api('GET', `/roles/${ADMIN_ROLE}`, undefined, admin)).json.Data
    const edit = await api(
      'PUT',
      `/roles/${ADMIN_ROLE}`,
      {
        name: before.name,
        description: 'Everything, always.',
        permissions: before.permissions,
        version: before.version,
      },
      admin,
    )
    expect(edit.status).toBe(200)
    const full = await api(
      'POST',
      '/roles',
      { name: 'Spare admin', permissions: before.permissions },
      admin,
    )
    expect((await api('DELETE', `/roles/${full.json.Data.id}`, undefined, admin)).status).toBe(200)
    const boss = await api('POST', '/employee', person('deputy@demo.test', ADMIN_ROLE), admin)
    expect((await api('DELETE', `/employee/${boss.json.Data.id}`, undefined, admin)).status).toBe(
      200,
    )
  })

  it('cannot delete or switch off their own account either (422)', async () => {
    const remove = await api('DELETE', `/employee/${ADMIN_ID}`, undefined, admin)
    expect(remove.status).toBe(422)
    expect(remove.json.ErrorMessage).toBe(MOCK_MESSAGES.ownAccountDelete)
    const self = await adminRecord()
    const off = await api(
      'PUT',
      `/employee/${ADMIN_ID}`,
      {
        firstName: self.firstName,
        lastName: self.lastName,
        email: self.email,
        phone: self.phone,
        roleId: self.roleId,
        branchIds: self.branchIds,
        isActive: false,
        version: self.version,
      },
      admin,
    )
    expect(off.status).toBe(422)
    expect(off.json.ErrorMessage).toBe(MOCK_MESSAGES.ownAccountDeactivate)
    expect((await adminRecord()).isActive).toBe(true)
  })
})
