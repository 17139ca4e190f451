import { API_ERRORS, PAGE_SIZE_MAX, grantsOf, permits, resources } from 'contracts'
import type { Operation, PermissionEntry, ResourceName } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SIGN_INS } from '../../../scripts/demo-sign-ins.mjs'
import { openTestMock } from '../testing'
import type { DemoEmail, TestMock } from '../testing'
import { RESOURCE_SAMPLES, UNKNOWN_ID, resourceRecords } from './samples'
import type { Row } from './samples'

/**
 * Every ordinary resource of the contracts, through the generic handler, as
 * the admin (and as the roles that lack an action): the happy path of each
 * operation the contract declares, and its 400/401/403/404/409/422.
 *
 * New records are made from a seeded one: read it, keep the keys of the
 * contract's input schema, and freshen what must be unique or in the future.
 */

const ADMIN: DemoEmail = 'admin@demo.test'

let mock: TestMock
let admin: string
/** The demo employees' tokens and permission entries. */
const staff: { email: DemoEmail; token: string; permissions: PermissionEntry[] }[] = []

beforeAll(async () => {
  mock = await openTestMock()
  for (const { email } of DEMO_SIGN_INS) {
    const token = await mock.signIn(email)
    const permissions = (await mock.call('GET', '/employee/permissions', { token })).json.Data
    staff.push({ email, token, permissions })
  }
  admin = staff.find((s) => s.email === ADMIN)!.token
}, 60_000)

/** A kept record's refusal, in its words. */
const messageOf = (kept: { message: string | ((row: Row) => string) }, record: Row) =>
  typeof kept.message === 'string' ? kept.message : kept.message(record)

const api = (method: string, path: string, body?: unknown, token: string | undefined = admin) =>
  mock.call(method, path, { token, body })

describe('the ordinary resources', () => {
  it('are all covered here', () => {
    expect(Object.keys(RESOURCE_SAMPLES).sort()).toEqual(Object.keys(resources).sort())
  })
})

describe.each(Object.keys(resources) as ResourceName[])('%s', (name) => {
  const contract = resources[name]
  const setup = RESOURCE_SAMPLES[name]
  const has = (op: Operation) => contract.operations.includes(op)
  const route = (op: Operation) => contract.routes[op]
  const inputKeys = Object.keys(contract.input.shape)
  const records = () => resourceRecords(mock, admin, name)
  const at = (op: Operation, id?: number) => records().at(op, id)
  const inputOf = (record: Row) => records().inputOf(record)
  const list = (query = '') => records().list(query)
  const read = (id: number) => records().read(id)
  const count = () => records().count()
  const newInput = () => records().newInput()
  const target = () => records().target()
  const withoutWriteOnly = (input: Row) =>
    Object.fromEntries(Object.entries(input).filter(([k]) => !setup.writeOnly?.includes(k)))

  /** A valid body for each operation, against `record`. */
  const bodyFor = (op: Operation, record: Row & { version: number }, input: Row) =>
    op === 'create'
      ? input
      : op === 'update'
        ? { ...inputOf(record), version: record.version }
        : undefined

  it('lists a page in the envelope, every row a record; pageSize above the maximum is 400', async () => {
    const res = await api('GET', `${at('list')}?page=1&pageSize=5`)
    expect(res.status).toBe(200)
    const page = route('list').response.parse(res.json) as { Data: Row[]; TotalCount: number }
    expect(res.json).toMatchObject({ Page: 1, PageSize: 5 })
    expect(page.Data.length).toBe(Math.min(5, page.TotalCount))
    expect(page.TotalCount).toBeGreaterThan(0)

    const tooBig = await api('GET', `${at('list')}?pageSize=${PAGE_SIZE_MAX + 1}`)
    expect(tooBig.status).toBe(400)
    expect(tooBig.json.ErrorMessage).toBe(API_ERRORS.validation)
    expect(Object.keys(tooBig.json.Errors)).toEqual(['pageSize'])
  })

  it('reads a seeded record by id (it parses with the record schema); an unknown id is 404', async () => {
    const first = (await list()).Data[0]!
    const res = await api('GET', at('get', first.id as number))
    expect(res.status).toBe(200)
    expect(contract.record.parse(res.json.Data)).toMatchObject({ id: first.id })
    expect(res.json.Data).toEqual(first)

    const unknown = await api('GET', at('get', UNKNOWN_ID))
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ ErrorMessage: API_ERRORS.notFound })
  })

  if (has('update')) {
    it('gives records an edit form can save unchanged (each is a valid update body)', async () => {
      for (const row of (await list()).Data) {
        const body = { ...inputOf(row), version: row.version }
        const parsed = contract.updateBody.safeParse(body)
        expect(parsed.error?.issues, `${name} ${String(row.id)}`).toBeUndefined()
      }
    })
  }

  if (has('create')) {
    it('creates a record (201): readable back, listed, the count one up', async () => {
      const before = await count()
      const input = await newInput()
      const res = await api('POST', at('create'), input)
      expect(res.status).toBe(201)
      const created = contract.record.parse(res.json.Data) as Row & { id: number }
      expect(created).toMatchObject({ ...withoutWriteOnly(input), version: 1 })
      for (const key of setup.writeOnly ?? []) expect(res.text).not.toContain(`"${key}"`)
      expect(await read(created.id)).toEqual(res.json.Data)
      const page = await list('sort=createdAt:desc')
      expect(page.TotalCount).toBe(before + 1)
      expect(page.Data.map((r) => r.id)).toContain(created.id)
    })

    it('refuses an invalid body with 400 naming the field, and stores nothing', async () => {
      const before = await count()
      const input = await newInput()
      const [field] = inputKeys
      const res = await api('POST', at('create'), { ...input, [field!]: { not: 'valid' } })
      expect(res.status).toBe(400)
      expect(res.json.ErrorMessage).toBe(API_ERRORS.validation)
      expect(Object.keys(res.json.Errors)).toContain(field)
      expect(await count()).toBe(before)
    })
  } else {
    it('has no create: POST is not a route', async () => {
      const before = await count()
      const res = await api('POST', at('list'), {})
      expect(res.status).toBe(404)
      expect(await count()).toBe(before)
    })
  }

  if (has('update')) {
    it('updates with the current version (200, version up); the same version again is 409', async () => {
      const record = await target()
      const body = { ...inputOf(record), ...setup.edit, version: record.version }
      const updated = await api('PUT', at('update', record.id), body)
      expect(updated.status).toBe(200)
      expect(contract.record.parse(updated.json.Data)).toMatchObject({
        ...setup.edit,
        id: record.id,
        version: record.version + 1,
      })
      expect(await read(record.id)).toEqual(updated.json.Data)

      const stale = await api('PUT', at('update', record.id), {
        ...body,
        ...inputOf(record),
      })
      expect(stale.status).toBe(409)
      expect(stale.json).toEqual({ ErrorMessage: API_ERRORS.stale })
      expect(await read(record.id)).toEqual(updated.json.Data)
    })

    it('refuses an update without a version (400) or to an unknown id (404)', async () => {
      const record = await target()
      const noVersion = await api('PUT', at('update', record.id), inputOf(record))
      expect(noVersion.status).toBe(400)
      expect(Object.keys(noVersion.json.Errors)).toContain('version')
      const unknown = await api('PUT', at('update', UNKNOWN_ID), { ...inputOf(record), version: 1 })
      expect(unknown.status).toBe(404)
      expect(await read(record.id)).toEqual(record)
    })
  }

  const keptOnUpdate = setup.keptOnUpdate
  if (keptOnUpdate) {
    it('refuses to change a record a business rule keeps (422)', async () => {
      const kept = (await list(keptOnUpdate.query)).Data.find(keptOnUpdate.pick)
      expect(kept, 'the seed has such a record').toBeDefined()
      const record = await read(kept!.id as number)
      const res = await api('PUT', at('update', record.id), {
        ...inputOf(record),
        ...setup.edit,
        version: record.version,
      })
      expect(res.status).toBe(422)
      expect(res.json.ErrorMessage).toBe(messageOf(keptOnUpdate, record))
      expect(await read(record.id)).toEqual(record)
    })
  }

  if (has('remove')) {
    it('deletes a record (200): then it is 404 and no longer listed', async () => {
      const record = await target()
      const before = await count()
      const res = await api('DELETE', at('remove', record.id))
      expect(res.status).toBe(200)
      expect(res.json).toEqual({ Data: { id: record.id } })
      expect((await api('GET', at('get', record.id))).status).toBe(404)
      expect((await api('DELETE', at('remove', record.id))).status).toBe(404)
      expect(await count()).toBe(before - 1)
    })
  }

  const keptOnDelete = setup.keptOnDelete
  if (keptOnDelete) {
    it('refuses to delete a record a business rule keeps (422)', async () => {
      expect(has('remove')).toBe(true)
      const kept = (await list(keptOnDelete.query)).Data.find(keptOnDelete.pick)
      expect(kept, 'the seed has such a record').toBeDefined()
      const record = await read(kept!.id as number)
      const res = await api('DELETE', at('remove', record.id))
      expect(res.status).toBe(422)
      expect(res.json.ErrorMessage).toBe(messageOf(keptOnDelete, record))
      expect(await read(record.id)).toEqual(record)
    })
  }

  it('answers 401 to every operation without a token or with a bad one', async () => {
    const record = await target()
    const before = await count()
    for (const op of contract.operations) {
      const path = at(op, op === 'list' || op === 'create' ? undefined : record.id)
      const body = bodyFor(op, record, inputOf(record))
      for (const token of [undefined, 'not-a-token']) {
        const res = await mock.call(route(op).method, path, { token, body })
        expect(res.status, `${op} with token ${token}`).toBe(401)
        expect(res.json).toEqual({ ErrorMessage: API_ERRORS.unauthorized })
      }
    }
    expect(await count()).toBe(before)
    expect(await read(record.id)).toEqual(record)
  })

  it('answers 403 to every operation for a role without its action, and changes nothing', async () => {
    const record = await target()
    const input = has('create') ? await newInput() : {}
    const before = await count()
    for (const op of contract.operations) {
      const rule = route(op).permission!
      // A list open to other actions too (branches to banner editors…) is
      // refused only to a role with none; every demo role may list
      // branches, so branch-readers.test.ts refuses it to a role of its own.
      const lacking = staff.find((s) => !permits(s.permissions, rule))
      if (!lacking && grantsOf(rule).length > 1) continue
      expect(lacking, `a demo role without ${JSON.stringify(rule)}`).toBeDefined()
      const path = at(op, op === 'list' || op === 'create' ? undefined : record.id)
      const res = await api(route(op).method, path, bodyFor(op, record, input), lacking!.token)
      expect(res.status, `${op} by ${lacking!.email}`).toBe(403)
      expect(res.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
    }
    expect(await count()).toBe(before)
    expect(await read(record.id)).toEqual(record)
  })
})
