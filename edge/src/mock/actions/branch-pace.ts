import { recordEvent } from '../audit/record'
import { BRANCH_PACE_MESSAGES, offItemName, orderRoutes, stillOn } from 'contracts'
import { bind, pathRecord } from '../context'
import type { Binding } from '../context'
import { ApiFailure } from '../errors'
import { TABLE } from '../rows'
import type { Store } from '../store/store'
import { extraMinutesNow, offItemsAt, boardBranch, resolveUntil, putBranch } from '../branches/pace'
import type { StoredOff } from '../branches/pace'

const untilInWords = (until: string | null) => BRANCH_PACE_MESSAGES.backAt(until)

/** What the branch sells, by name, each product with its options. */
function soldAt(store: Store, branchId: number) {
  return [...store.table(TABLE.product).values()]
    .filter((p) => p.branchIds.includes(branchId))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((p) => ({
      productId: p.id,
      name: p.name,
      options: p.optionGroups.flatMap((g) =>
        g.options.map((o) => ({ optionId: o.id, name: o.name })),
      ),
    }))
}

const availability = (store: Store, branchId: number) => ({
  branchId,
  items: offItemsAt(store, branchId, store.now()),
  sold: soldAt(store, branchId),
})

export const branchPaceBindings: Binding[] = [
  bind(orderRoutes.getBranchAvailability, (call) => {
    const branch = pathRecord(call, TABLE.branch)
    return { Data: availability(call.store, branch.id) }
  }),
  bind(orderRoutes.setBranchAvailability, (call) => {
    const { c, store, actor, body } = call
    const branch = pathRecord(call, TABLE.branch)
    const now = store.now()
    const product = store.table(TABLE.product).get(body.productId)
    if (!product || !product.branchIds.includes(branch.id)) {
      throw new ApiFailure(404, BRANCH_PACE_MESSAGES.notSold, {
        productId: BRANCH_PACE_MESSAGES.notSold,
      })
    }
    const optionId = body.optionId ?? null
    const option =
      optionId === null
        ? null
        : product.optionGroups.flatMap((g) => g.options).find((o) => o.id === optionId)
    if (option === undefined) {
      throw new ApiFailure(404, BRANCH_PACE_MESSAGES.optionUnknown, {
        optionId: BRANCH_PACE_MESSAGES.optionUnknown,
      })
    }
    const until = body.available ? null : resolveUntil(branch, body.until, now)
    const table = store.table(TABLE.branchAvailability)
    const kept = (table.get(branch.id)?.items ?? []).filter((i) => stillOn(i.until, now))
    const same = (i: StoredOff) => i.productId === product.id && i.optionId === optionId
    const before = kept.find(same)
    const items = kept.filter((i) => !same(i))
    if (!body.available) {
      items.push({
        productId: product.id,
        optionId,
        until,
        reason: body.reason,
        at: new Date(now).toISOString(),
        byName: `${actor.employee.firstName} ${actor.employee.lastName}`,
      })
    }
    if (before || !body.available) {
      table.put(branch.id, { id: branch.id, items })
      recordEvent(c, {
        module: 'branch',
        recordId: branch.id,
        recordLabel: branch.name,
        action: 'update',
        changes: [
          {
            field: 'availability',
            label: offItemName(product.name, option?.name ?? null),
            before: before ? untilInWords(before.until) : 'Available',
            after: body.available ? 'Available' : untilInWords(until),
          },
        ],
      })
    }
    return { Data: availability(store, branch.id) }
  }),
  bind(orderRoutes.setBranchPace, (call) => {
    const { c, store, body } = call
    const branch = pathRecord(call, TABLE.branch)
    const now = store.now()
    const busyUntil = body.extraMinutes ? resolveUntil(branch, body.until, now) : null
    const was = extraMinutesNow(branch, now)
    const after = putBranch(store, branch, { extraMinutes: body.extraMinutes, busyUntil })
    recordEvent(c, {
      module: 'branch',
      recordId: branch.id,
      recordLabel: branch.name,
      action: 'update',
      changes: [
        {
          field: 'extraMinutes',
          label: 'Busy mode',
          before: was ? BRANCH_PACE_MESSAGES.busy(was, branch.busyUntil ?? null) : 'Off',
          after: body.extraMinutes
            ? BRANCH_PACE_MESSAGES.busy(body.extraMinutes, busyUntil)
            : 'Off',
        },
      ],
    })
    return { Data: boardBranch(store, after) }
  }),
]
