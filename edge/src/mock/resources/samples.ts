import { MODULES, PAGE_SIZE_MAX, RIDER_MESSAGES, buildPath, resources } from 'contracts'
import type { Operation, ResourceName } from 'contracts'
import { expect } from 'vitest'
import { MOCK_MESSAGES } from '../messages'
import type { TestMock } from '../testing'

/**
 * How the route tests make, change and refuse the records of each ordinary
 * resource. New records are made from a seeded one: read it, keep the keys of
 * the contract's input schema, and freshen what must be unique or in the
 * future.
 */

export type Row = Record<string, unknown>
export type Saved = Row & { id: number; version: number }

/** Seeded records a business rule keeps (422), how to find one, and the rule's text. */
interface Kept {
  query?: string
  pick: (row: Row) => boolean
  /** The refusal's text, or how the record's own fields make it. */
  message: string | ((row: Row) => string)
}

export interface ResourceSample {
  /** What an update changes, to see that it sticks. */
  edit: Row
  /** Makes a seeded record's input a new valid one (unique fields, a future schedule…). */
  fresh?: (input: Row, n: number) => Row
  /** Input fields the API never returns. */
  writeOnly?: readonly string[]
  /** Seeded records a business rule keeps from being deleted. */
  keptOnDelete?: Kept
  /** Seeded records a business rule keeps from being changed. */
  keptOnUpdate?: Kept
  /**
   * A create or update body a business rule refuses (422), made from a valid
   * one. `byRoleKeeper`: only someone holding less than every permission
   * can break the rule (the admin holds them all).
   */
  refusedWrite?: { body: (input: Row) => Row; byRoleKeeper?: true }
}

const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()
const ADMIN_EMAIL = 'admin@demo.test'
/** An id no record has (the largest the id schema takes). */
export const UNKNOWN_ID = 2_147_483_647

export const RESOURCE_SAMPLES: Record<ResourceName, ResourceSample> = {
  category: {
    edit: { name: 'Edited category' },
    keptOnDelete: {
      pick: (r) => Number(r.subCategoryCount) > 0,
      message: MOCK_MESSAGES.categoryHasSubcategories,
    },
  },
  subcategory: {
    edit: { name: 'Edited sub-category' },
    keptOnDelete: {
      pick: (r) => Number(r.productCount) > 0,
      message: MOCK_MESSAGES.subcategoryHasProducts,
    },
    refusedWrite: { body: (input) => ({ ...input, categoryId: UNKNOWN_ID }) },
  },
  product: {
    edit: { name: 'Edited product' },
    refusedWrite: { body: (input) => ({ ...input, subCategoryId: UNKNOWN_ID }) },
  },
  rejection: { edit: { text: 'Edited reason' } },
  deliveryCharge: {
    edit: { area: 'Edited area' },
    refusedWrite: { body: (input) => ({ ...input, branchId: UNKNOWN_ID }) },
  },
  banner: {
    edit: { title: 'Edited banner' },
    refusedWrite: { body: (input) => ({ ...input, branchIds: [UNKNOWN_ID] }) },
  },
  coupon: {
    edit: { description: 'Edited coupon' },
    fresh: (input, n) => ({ ...input, code: `EVERY-${n}` }),
    // The seeded coupon's own code, taken by it.
    refusedWrite: { body: (input) => ({ ...input, code: 'WELCOME10' }) },
  },
  notification: {
    edit: { title: 'Edited notification' },
    // Only a scheduled notification can be edited; scheduling it makes it one.
    fresh: (input) => ({ ...input, scheduledAt: inAWeek() }),
    keptOnUpdate: {
      query: 'status=sent',
      pick: () => true,
      message: MOCK_MESSAGES.notificationNotEditable,
    },
    refusedWrite: { body: (input) => ({ ...input, scheduledAt: '2020-01-01T00:00:00.000Z' }) },
  },
  conversionRate: {
    edit: { minRedeemPoints: 4321 },
    keptOnDelete: {
      query: 'isActive=true',
      pick: () => true,
      message: MOCK_MESSAGES.activeRateDelete,
    },
  },
  customer: { edit: { firstName: 'Edited' } },
  employee: {
    edit: { firstName: 'Edited' },
    fresh: (input, n) => ({ ...input, email: `every-${n}@demo.test`, password: 'Every1234' }),
    writeOnly: ['password'],
    keptOnDelete: { pick: (r) => r.email === ADMIN_EMAIL, message: MOCK_MESSAGES.ownAccountDelete },
    refusedWrite: { body: (input) => ({ ...input, email: ADMIN_EMAIL }) },
  },
  role: {
    edit: { description: 'Edited role' },
    keptOnDelete: {
      pick: (r) => Number(r.employeesCount) > 0,
      message: MOCK_MESSAGES.roleInUse,
    },
    // Every permission: more than the keeper's.
    refusedWrite: {
      body: (input) => ({
        ...input,
        permissions: MODULES.map((m) => ({ key: m.key, actions: [...m.actions] })),
      }),
      byRoleKeeper: true,
    },
  },
  rider: {
    edit: { vehicle: 'car' },
    keptOnDelete: {
      pick: (r) => r.cashHeld !== '0.00',
      message: (r) =>
        RIDER_MESSAGES.deleteWithCash(String(r.name), String(r.cashHeldUsd), Number(r.cashHeldLbp)),
    },
    refusedWrite: { body: (input) => ({ ...input, branchId: UNKNOWN_ID }) },
  },
  branch: {
    edit: { area: 'Edited area' },
    // The oldest branch is a seeded one, with orders, employees and delivery charges.
    keptOnDelete: {
      query: 'sort=createdAt:asc',
      pick: () => true,
      message: MOCK_MESSAGES.branchInUse,
    },
  },
}

let serial = 0

/** Reading and making the records of one resource through the API, as `admin`. */
export function resourceRecords(mock: TestMock, admin: string, name: ResourceName) {
  const contract = resources[name]
  const sample = RESOURCE_SAMPLES[name]
  const has = (op: Operation) => contract.operations.includes(op)
  const route = (op: Operation) => contract.routes[op]
  const at = (op: Operation, id?: number | string) =>
    buildPath(route(op).path, id === undefined ? {} : { id })
  const inputKeys = Object.keys(contract.input.shape)
  const api = (method: string, path: string, body?: unknown) =>
    mock.call(method, path, { token: admin, body })

  /** The keys of the input schema, read off a record. */
  const inputOf = (record: Row) =>
    Object.fromEntries(inputKeys.filter((k) => k in record).map((k) => [k, record[k]]))

  const list = async (query = '') => {
    const res = await api('GET', `${at('list')}?pageSize=${PAGE_SIZE_MAX}${query && `&${query}`}`)
    expect(res.status).toBe(200)
    return res.json as { Data: Row[]; TotalCount: number }
  }
  const read = async (id: number) => {
    const res = await api('GET', at('get', id))
    expect(res.status).toBe(200)
    return res.json.Data as Saved
  }
  const count = async () => (await list()).TotalCount

  /** A valid new record's input, from the first seeded record. */
  const newInput = async () => {
    const first = (await list()).Data[0]
    expect(first, `the seed has a ${name}`).toBeDefined()
    const input = inputOf(await read(first!.id as number))
    return sample.fresh ? sample.fresh(input, ++serial) : input
  }
  /** A record to change or delete: a new one, or a seeded one when the resource has no create. */
  const target = async () => {
    if (!has('create')) return read((await list()).Data[0]!.id as number)
    const res = await api('POST', at('create'), await newInput())
    expect(res.status).toBe(201)
    return res.json.Data as Saved
  }
  /** A seeded record a business rule keeps. */
  const kept = async (rule: Kept) => {
    const row = (await list(rule.query)).Data.find(rule.pick)
    expect(row, 'the seed has such a record').toBeDefined()
    return read(row!.id as number)
  }
  /** A valid update body of a record: its input and version. */
  const updateOf = (record: Saved) => ({ ...inputOf(record), version: record.version })

  return {
    contract,
    sample,
    has,
    route,
    at,
    inputKeys,
    inputOf,
    list,
    read,
    count,
    newInput,
    target,
    kept,
    updateOf,
  }
}
export type ResourceRecords = ReturnType<typeof resourceRecords>
