import { API_ERRORS, parseSort } from 'contracts'
import type { AuditAction, AuditChange, ResourceContract } from 'contracts'
import {
  changesBetween,
  fieldLabelsOf,
  PASSWORD_CHANGE,
  recordEvent,
  recordLabelOf,
} from '../audit/record'
import { bind } from '../context'
import type { Actor, Binding, Call } from '../context'
import { ApiFailure, notFound } from '../errors'
import type { Row } from '../rows'
import { matchesSearch } from '../search/match'
import type { Store } from '../store/store'
import { compareValues } from './compare'

type Query = Record<string, unknown> & {
  page: number
  pageSize: number
  sort?: string | undefined
  search?: string | undefined
}

export interface WriteContext {
  store: Store
  actor: Actor
  /** The validated body (without `version`). */
  input: Record<string, unknown>
  /** The record before an update; undefined on create. */
  existing?: Row
}

/**
 * How the generic handler serves one ordinary resource of the contracts. Only
 * what differs from plain storage is written down here.
 */
export interface ResourceModel {
  contract: ResourceContract
  /** Adds the read-only, derived fields of the record as the API returns it. */
  present?: (row: Row, store: Store) => Row
  /** Filters whose meaning is not "the field equals" or "the id list holds". */
  filters?: Record<string, (row: Row, value: never, store: Store) => boolean>
  /** Refuses a create or update (throw 422) and/or turns the input into stored fields. */
  write?: (ctx: WriteContext) => Record<string, unknown> | void
  /** Input fields that are not stored on the record (e.g. a password): never in an audit event. */
  writeOnly?: readonly string[]
  /**
   * The audit verb of a create or update when it is not the plain one (an
   * employee created without a password is invited; one made inactive is
   * deactivated).
   */
  auditAction?: (ctx: WriteContext & { row: Row }) => AuditAction | undefined
  /** Read-only fields a new record starts with. */
  initial?: (store: Store) => Record<string, unknown>
  /** Refuses a delete (throw 422). */
  remove?: (ctx: { store: Store; actor: Actor; row: Row }) => void
  /** Runs after a write was stored (e.g. send the invite e-mail). */
  after?: (ctx: WriteContext & { row: Row }) => void | Promise<void>
  /** The order of a list without `sort`. */
  defaultSort?: (a: Row, b: Row) => number
}

const bySortOrder = (a: Row, b: Row) =>
  compareValues(a.sortOrder, b.sortOrder) || compareValues(a.id, b.id)
const newestFirst = (a: Row, b: Row) =>
  compareValues(b.createdAt, a.createdAt) || compareValues(b.id, a.id)

/** A filter with no rule of its own: the field equals the value, or an id list holds it. */
function defaultFilter(key: string) {
  const plural = `${key}s`
  return (row: Row, value: unknown) => {
    const field = row[key]
    if (Array.isArray(field)) return field.includes(value)
    if (field !== undefined) return field === value
    const list = row[plural]
    // An empty branch list means "every branch".
    if (Array.isArray(list)) return list.length === 0 || list.includes(value)
    return false
  }
}

/** One page of `rows` (already in list order) as a list answers it, each row presented. */
export function pageOf<T, P>(
  rows: readonly T[],
  query: { page: number; pageSize: number },
  present: (row: T) => P,
) {
  const start = (query.page - 1) * query.pageSize
  return {
    Data: rows.slice(start, start + query.pageSize).map(present),
    TotalCount: rows.length,
    Page: query.page,
    PageSize: query.pageSize,
  }
}

/** Filters, searches, sorts and pages presented records by a validated list query. */
export function listPage<T extends { id: number } & Record<string, unknown>>(
  rows: T[],
  query: Query,
  options: {
    filters: Record<string, (row: T, value: never) => boolean>
    searchable: readonly string[]
    defaultSort: (a: T, b: T) => number
  },
) {
  let result = rows
  for (const [key, test] of Object.entries(options.filters)) {
    const value = query[key]
    if (value !== undefined) result = result.filter((row) => test(row, value as never))
  }
  if (query.search?.trim()) {
    const needle = query.search
    result = result.filter((row) => matchesSearch(row, options.searchable, needle))
  }
  const sort = parseSort(query.sort)
  const compare = sort
    ? (a: T, b: T) =>
        (sort.direction === 'desc' ? -1 : 1) * compareValues(a[sort.field], b[sort.field]) ||
        compareValues(a.id, b.id)
    : options.defaultSort
  if (result === rows) result = [...rows]
  result.sort(compare)
  return pageOf(result, query, (row) => row)
}

/** Fills the stale-version check of every update: 409 when someone saved since. */
export function assertVersion(row: Row, version: number) {
  if (row.version !== version) throw new ApiFailure(409, API_ERRORS.stale)
}

/**
 * The list, get, create, update and delete of one resource, from its contract.
 * A resource whose records belong to a branch (the contract's `scope`) has its
 * routes' scope enforced by mount.ts (another branch's record is not found, a
 * branch chosen that is not the employee's refused); here the list holds only
 * the records of the call's scope, and each event names the record's branch,
 * so the audit trail is scoped too.
 */
export function resourceBindings(model: ResourceModel): Binding[] {
  const { contract } = model
  const name = contract.name
  const branchField = contract.scope
  const present = (row: Row, store: Store) => (model.present ? model.present(row, store) : row)
  const table = (store: Store) => store.records(name)
  const find = (store: Store, id: number) => table(store).get(id) ?? throwNotFound()
  const filterKeys = Object.keys(contract.filters.shape)
  const filters = Object.fromEntries(
    filterKeys.map((key) => [key, model.filters?.[key] ?? defaultFilter(key)]),
  )
  const defaultSort =
    model.defaultSort ?? ('sortOrder' in contract.record.shape ? bySortOrder : newestFirst)

  const labels = fieldLabelsOf(contract.input)
  const audit = (c: Call['c'], row: Row, action: AuditAction, changes: AuditChange[] = []) =>
    recordEvent(c, {
      module: contract.key,
      recordId: row.id,
      recordLabel: recordLabelOf(row),
      ...(branchField ? { branchId: row[branchField] as number } : {}),
      action,
      changes,
    })

  const ops = new Set(contract.operations)
  const bindings: Binding[] = []
  if (ops.has('list')) {
    bindings.push(
      bind(contract.routes.list, ({ store, scope, query }) => {
        const rows = [...table(store).values()]
          .filter((r) => !branchField || scope.has(r[branchField] as number))
          .map((r) => present(r, store))
        const bound = Object.fromEntries(
          Object.entries(filters).map(([k, f]) => [k, (row: Row, v: never) => f(row, v, store)]),
        )
        return listPage(rows, query as Query, {
          filters: bound,
          searchable: contract.searchable,
          defaultSort,
        })
      }),
    )
  }
  if (ops.has('get')) {
    bindings.push(
      bind(contract.routes.get, ({ store, params }) => {
        const { id } = params as { id: number }
        return { Data: present(find(store, id), store) }
      }),
    )
  }
  if (ops.has('create')) {
    bindings.push(
      bind(contract.routes.create, async ({ c, store, actor, body }) => {
        const input = body as Record<string, unknown>
        const ctx: WriteContext = { store, actor, input }
        const extra = model.write?.(ctx) ?? {}
        const now = new Date(store.now()).toISOString()
        const id = store.nextId(name)
        const row = {
          ...omit(input, model.writeOnly),
          ...model.initial?.(store),
          ...extra,
          id,
          createdAt: now,
          updatedAt: now,
          version: 1,
        } as Row
        table(store).put(id, row)
        await model.after?.({ ...ctx, row })
        audit(c, row, model.auditAction?.({ ...ctx, row }) ?? 'create')
        return c.json({ Data: present(row, store) }, 201)
      }),
    )
  }
  if (ops.has('update')) {
    bindings.push(
      bind(contract.routes.update, async ({ c, store, actor, params, body }) => {
        const { id } = params as { id: number }
        const { version, ...input } = body as Record<string, unknown> & { version: number }
        const existing = find(store, id)
        assertVersion(existing, version)
        const ctx: WriteContext = { store, actor, input, existing }
        const extra = model.write?.(ctx) ?? {}
        const row = {
          ...existing,
          ...omit(input, model.writeOnly),
          ...extra,
          updatedAt: new Date(store.now()).toISOString(),
          version: existing.version + 1,
        } as Row
        table(store).put(id, row)
        await model.after?.({ ...ctx, row })
        const changes = changesBetween(store, existing, row, {
          labels,
          secret: model.writeOnly ?? [],
        })
        if (typeof input.password === 'string') changes.push(PASSWORD_CHANGE)
        audit(c, row, model.auditAction?.({ ...ctx, row }) ?? 'update', changes)
        return { Data: present(row, store) }
      }),
    )
  }
  if (ops.has('remove')) {
    bindings.push(
      bind(contract.routes.remove, ({ c, store, actor, params }) => {
        const { id } = params as { id: number }
        const row = find(store, id)
        model.remove?.({ store, actor, row })
        table(store).delete(id)
        audit(c, row, 'delete')
        return { Data: { id } }
      }),
    )
  }
  return bindings
}

function omit(input: Record<string, unknown>, keys: readonly string[] = []) {
  if (!keys.length) return input
  const copy = { ...input }
  for (const key of keys) delete copy[key]
  return copy
}

function throwNotFound(): never {
  throw notFound()
}
