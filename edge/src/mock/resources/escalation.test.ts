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
