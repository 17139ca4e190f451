import { resourceRouteName, resources } from 'contracts'
import type { Operation, ResourceName } from 'contracts'
import { RESOURCE_SAMPLES, UNKNOWN_ID, resourceRecords } from '../resources/samples'
import type { ResourceRecords } from '../resources/samples'
import { ADMIN, lacking, oversized } from './cases'
import type { Ask, CaseContext, Cases, Who } from './cases'

/**
 * The cases of every operation of every ordinary resource, from its contract
 * and its samples: the admin succeeds, a bad id or body is a 400, no token a
 * 401, a role without the action a 403, an unknown id a 404, a stale version
 * a 409, a body over the limit a 413, and a business rule's 422 where the
 * samples show how to break one.
 */

/** A request to the operation, made from the resource's records (who sends it is said apart). */
type Make = (r: ResourceRecords) => Omit<Ask, 'as'> | Promise<Omit<Ask, 'as'>>

function operationCases(name: ResourceName, op: Operation): Cases {
  const sample = RESOURCE_SAMPLES[name]
  const rule = resources[name].routes[op].permission!
  const as =
    (who: (ctx: CaseContext) => Who | null, make: Make) =>
    async (ctx: CaseContext): Promise<Ask> => ({
      ...(await make(resourceRecords(ctx.mock, ctx.tokens[ADMIN]!, name))),
      as: who(ctx),
    })
  const admin = () => ADMIN
  const nobody = () => null
  const denied = (ctx: CaseContext) => lacking(ctx, rule)
  const refuser = () => (sample.refusedWrite?.byRoleKeeper ? 'roleKeeper' : ADMIN)

  const at = (r: ResourceRecords, id?: number | string) => r.at(op, id)
  const seededId = async (r: ResourceRecords) => (await r.list()).Data[0]!.id as number
  const oversize: Make = (r) => oversized(ADMIN, at(r, op === 'update' ? 1 : undefined))

  if (op === 'list') {
    const list: Make = (r) => ({ path: at(r) })
    return {
      200: as(admin, list),
      400: as(admin, (r) => ({ path: `${at(r)}?pageSize=1000` })),
      401: as(nobody, list),
      // Every demo role lists branches (marketing as a banner editor,
      // the list's anyOf); the role keeper does not.
      403: as(name === 'branch' ? () => 'roleKeeper' : denied, list),
    }
  }

  if (op === 'get' || op === 'remove') {
    const seeded: Make = async (r) => ({ path: at(r, await seededId(r)) })
    return {
      // A delete takes a record of its own.
      200: as(admin, async (r) => ({
        path: at(r, op === 'get' ? await seededId(r) : (await r.target()).id),
      })),
      400: as(admin, (r) => ({ path: at(r, 'abc') })),
      401: as(nobody, seeded),
      403: as(denied, seeded),
      404: as(admin, (r) => ({ path: at(r, UNKNOWN_ID) })),
      ...(op === 'remove' && sample.keptOnDelete
        ? {
            422: as(admin, async (r) => ({ path: at(r, (await r.kept(sample.keptOnDelete!)).id) })),
          }
        : {}),
    }
  }

  if (op === 'create') {
    const create: Make = async (r) => ({ path: at(r), body: await r.newInput() })
    const refused = sample.refusedWrite
    return {
      201: as(admin, create),
      400: as(admin, async (r) => ({
        path: at(r),
        body: { ...(await r.newInput()), [r.inputKeys[0]!]: { not: 'valid' } },
      })),
      401: as(nobody, create),
      403: as(denied, create),
      413: as(admin, oversize),
      ...(refused
        ? {
            422: as(refuser, async (r) => ({
              path: at(r),
              body: refused.body(await r.newInput()),
            })),
          }
        : {}),
    }
  }

  const update: Make = async (r) => {
    const record = await r.target()
    return { path: at(r, record.id), body: { ...r.updateOf(record), ...sample.edit } }
  }
  const kept = sample.keptOnUpdate
  const refused = sample.refusedWrite
  return {
    200: as(admin, update),
    // No version.
    400: as(admin, async (r) => {
      const record = await r.target()
      return { path: at(r, record.id), body: r.inputOf(record) }
    }),
    401: as(nobody, update),
    403: as(denied, update),
    404: as(admin, async (r) => ({ ...(await update(r)), path: at(r, UNKNOWN_ID) })),
    409: as(admin, async (r) => {
      const record = await r.target()
      return {
        path: at(r, record.id),
        body: { ...r.updateOf(record), version: record.version + 1 },
      }
    }),
    413: as(admin, oversize),
    ...(kept
      ? {
          422: as(admin, async (r) => {
            const record = await r.kept(kept)
            return { path: at(r, record.id), body: r.updateOf(record) }
          }),
        }
      : refused
        ? {
            422: as(refuser, async (r) => {
              const record = await r.target()
              return { path: at(r, record.id), body: refused.body(r.updateOf(record)) }
            }),
          }
        : {}),
  }
}

/** Every resource operation's cases, by route name. */
export const RESOURCE_CASES: Record<string, Cases> = Object.fromEntries(
  (Object.keys(resources) as ResourceName[]).flatMap((name) =>
    resources[name].operations.map((op) => [resourceRouteName(name, op), operationCases(name, op)]),
  ),
)
