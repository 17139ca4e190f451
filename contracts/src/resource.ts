import { z } from 'zod'
import { dataEnvelope, listEnvelope, listQuerySchema, searchIn, sortSchema } from './envelope'
import type { ModuleKey } from './registry'
import { anyOf, defineRoute } from './routes'
import type { Grant } from './routes'

/** Every record carries these (docs/requirements.md#the-domain). */
export const recordMetaSchema = z.object({
  id: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int().nonnegative(),
})

/** Path parameter of a single record. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Id must be a positive whole number' })
    .int('Id must be a positive whole number')
    .positive('Id must be a positive whole number')
    .max(2_147_483_647, 'Id must be a positive whole number'),
})

/** An update names the version it was made from; a stale one is refused with 409. */
export const versionSchema = z.object({
  version: z
    .number({ error: 'Version is required; reload the record and try again' })
    .int('Version must be a whole number')
    .nonnegative('Version must be a whole number'),
})

export type Operation = 'list' | 'get' | 'create' | 'update' | 'remove'
const ALL_OPERATIONS = ['list', 'get', 'create', 'update', 'remove'] as const

/**
 * Declares an ordinary resource once: its schemas, how its list filters, sorts
 * and searches, and the routes that follow (`GET /path`, `GET /path/:id`,
 * `POST /path`, `PUT /path/:id`, `DELETE /path/:id`). The mock's generic
 * handler and the SPA's resource layer both read this.
 */
export function defineResource<
  R extends z.ZodObject,
  I extends z.ZodObject,
  F extends z.ZodObject = z.ZodObject<Record<string, never>>,
>(options: {
  /** Singular business name, e.g. "category". */
  name: string
  /** How summaries name it ("delivery charge"); defaults to `name`. */
  label?: string
  /** API path, e.g. "/category". */
  path: string
  /** The permission key that guards it. */
  key: ModuleKey
  /** The record as the API returns it (meta fields included). */
  record: R
  /** What a create sends; an update sends the same plus `version`. */
  input: I
  /** Resource-specific list filters, added to page/pageSize/sort/search. */
  filters?: F
  /** Fields `sort=` accepts. */
  sortable: readonly string[]
  /** Fields that `search=` looks in (each word of it in one of them: `searchIn`). */
  searchable: readonly string[]
  operations?: readonly Operation[]
  /** Who else may list the records (not read one, nor change any), besides View on `key`. */
  listAlso?: readonly Grant[]
  /**
   * The business rules that refuse a call (422), each saying what it
   * refuses: `write` on create and update, `remove` on delete.
   */
  businessRules?: { write?: string; remove?: string }
  /**
   * The field that holds a record's branch, when the records belong to one:
   * every route is then limited to the employee's branches (its `scope`). The
   * list shows theirs only (`branchId` filters it), another branch's record
   * is not found, and a branch chosen in the form that is not theirs (or
   * does not exist) is a 422 at its field.
   */
  scope?: 'branchId'
  /**
   * The input field that hands out permissions (a role's): its create, update
   * and delete declare it (`RouteGrants`), so no one gives, takes away or
   * touches more than they hold.
   */
  grants?: 'permissions'
}) {
  const operations = options.operations ?? ALL_OPERATIONS
  const filters = (options.filters ?? z.object({})) as F
  const query = listQuerySchema.extend(filters.shape).extend({
    sort: sortSchema(options.sortable),
    search:
      options.searchable.length > 0
        ? searchIn(options.searchable)
        : listQuerySchema.shape.search.describe('Not searchable: ignored'),
  })
  const label = options.label ?? options.name
  const updateBody = options.input.extend(versionSchema.shape)
  const item = `/${options.path.replace(/^\//, '')}/:id`
  const field = options.scope
  const outside = `No such ${label} among those of the employee's branches.`
  const refusedBy = (rule: string | undefined, scoped?: 'record') => {
    const refusals = {
      ...(rule ? { 422: rule } : {}),
      ...(field && scoped ? { 404: outside } : {}),
    }
    return Object.keys(refusals).length ? { refusals } : {}
  }
  /** The routes' branch scope: the list filters by it, a record's route reaches only theirs. */
  const scoped = (kind: 'list' | 'create' | 'record') =>
    !field
      ? {}
      : {
          scope:
            kind === 'list'
              ? { branch: field, filterOnly: true }
              : kind === 'create'
                ? { branch: field, refuseBranch: 422 as const }
                : { branch: field, record: options.name, refuseBranch: 422 as const },
        }
  const { write, remove } = options.businessRules ?? {}
  const grants = options.grants ? { grants: { field: options.grants } } : {}
  const routes = {
    list: defineRoute({
      method: 'GET',
      path: options.path,
      summary: `List ${label} records`,
      auth: true,
      permission: anyOf({ key: options.key, action: 'View' }, ...(options.listAlso ?? [])),
      ...scoped('list'),
      query,
      response: listEnvelope(options.record),
    }),
    get: defineRoute({
      method: 'GET',
      path: item,
      summary: `Read one ${label}`,
      auth: true,
      permission: anyOf({ key: options.key, action: 'View' }),
      ...scoped('record'),
      ...refusedBy(undefined, 'record'),
      params: idParamsSchema,
      response: dataEnvelope(options.record),
    }),
    create: defineRoute({
      method: 'POST',
      path: options.path,
      summary: `Create a ${label}`,
      successStatus: 201,
      auth: true,
      permission: anyOf({ key: options.key, action: 'Add' }),
      ...scoped('create'),
      ...grants,
      body: options.input,
      ...refusedBy(write),
      response: dataEnvelope(options.record),
    }),
    update: defineRoute({
      method: 'PUT',
      path: item,
      summary: `Update a ${label}`,
      auth: true,
      permission: anyOf({ key: options.key, action: 'Update' }),
      ...scoped('record'),
      ...grants,
      params: idParamsSchema,
      body: updateBody,
      ...refusedBy(write, 'record'),
      response: dataEnvelope(options.record),
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: item,
      summary: `Delete a ${label}`,
      auth: true,
      permission: anyOf({ key: options.key, action: 'Delete' }),
      ...scoped('record'),
      ...grants,
      params: idParamsSchema,
      ...refusedBy(remove, 'record'),
      response: dataEnvelope(z.object({ id: z.number().int() })),
    }),
  }
  return {
    ...options,
    filters,
    query,
    updateBody,
    operations,
    routes,
  }
}

export type ResourceContract = ReturnType<typeof defineResource>
