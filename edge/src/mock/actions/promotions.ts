import {
  CUSTOMER_SEGMENTS,
  NOTIFICATION_CUSTOMER_MATCHES,
  conversionRateRoutes,
  customerRoutes,
  notificationAudienceRoutes,
  notificationRoutes,
} from 'contracts'
import { bind } from '../context'
import type { Binding } from '../context'
import { businessRule, notFound } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { audienceSize } from '../resources/audience'
import { assertVersion } from '../resources/generic'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import { matchesWords, searchWords } from '../search'
import type { Store } from '../store/store'

/** Saves a changed record with a new version and `updatedAt`. */
function save(store: Store, table: string, row: Row, changes: Record<string, unknown>) {
  const next = {
    ...row,
    ...changes,
    updatedAt: new Date(store.now()).toISOString(),
    version: row.version + 1,
  }
  store.table<Row>(table).put(row.id, next)
  return next
}

function find(store: Store, table: string, id: number, version: number) {
  const row = store.table<Row>(table).get(id)
  if (!row) throw notFound()
  assertVersion(row, version)
  return row
}

/** Points-rate activation, notification send/cancel, customer block/unblock. */
export const promotionBindings: Binding[] = [
  bind(conversionRateRoutes.activateConversionRate, ({ store, params, body }) => {
    const rate = find(store, TABLE.conversionRate, params.id, body.version)
    const now = new Date(store.now()).toISOString()
    for (const other of store.table<Row>(TABLE.conversionRate).values()) {
      if (other.isActive && other.id !== rate.id)
        save(store, TABLE.conversionRate, other, { isActive: false })
    }
    return { Data: save(store, TABLE.conversionRate, rate, { isActive: true, activatedAt: now }) }
  }),

  bind(notificationRoutes.sendNotification, ({ store, params, body }) => {
    const n = find(store, TABLE.notification, params.id, body.version)
    if (n.status !== 'scheduled') throw businessRule(MOCK_MESSAGES.notificationNotCancellable)
    return {
      Data: save(store, TABLE.notification, n, {
        status: 'sent',
        sentAt: new Date(store.now()).toISOString(),
        recipients: audienceSize(store, n),
      }),
    }
  }),
  bind(notificationRoutes.cancelNotification, ({ store, params, body }) => {
    const n = find(store, TABLE.notification, params.id, body.version)
    if (n.status !== 'scheduled') throw businessRule(MOCK_MESSAGES.notificationNotCancellable)
    return { Data: save(store, TABLE.notification, n, { status: 'cancelled' }) }
  }),

  bind(notificationAudienceRoutes.countNotificationAudiences, ({ store }) => ({
    Data: {
      all: audienceSize(store, { audience: 'all' }),
      segments: Object.fromEntries(
        CUSTOMER_SEGMENTS.map((segment) => [
          segment,
          audienceSize(store, { audience: 'segment', segment }),
        ]),
      ) as Record<(typeof CUSTOMER_SEGMENTS)[number], number>,
    },
  })),

  bind(notificationAudienceRoutes.findNotificationCustomers, ({ store, query }) => {
    const words = searchWords(query.search)
    const matches = [...store.table<Row>(TABLE.customer).values()]
      .filter((c) => !c.isBlocked)
      .map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`, phone: c.phone as string }))
      .filter((c) => matchesWords([c.name.toLowerCase(), c.phone], words))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    return { Data: matches.slice(0, NOTIFICATION_CUSTOMER_MATCHES), TotalCount: matches.length }
  }),

  bind(customerRoutes.blockCustomer, ({ store, actor, params, body }) => {
    const c = find(store, TABLE.customer, params.id, body.version)
    const { employee } = actor
    return {
      Data: presentCustomer(
        save(store, TABLE.customer, c, {
          isBlocked: true,
          blockedReason: body.reason,
          blockedAt: new Date(store.now()).toISOString(),
          blockedById: employee.id,
          blockedByName: `${employee.firstName} ${employee.lastName}`,
        }),
      ),
    }
  }),
  bind(customerRoutes.unblockCustomer, ({ store, params, body }) => {
    const c = find(store, TABLE.customer, params.id, body.version)
    return {
      Data: presentCustomer(
        save(store, TABLE.customer, c, {
          isBlocked: false,
          blockedReason: '',
          blockedAt: null,
          blockedById: null,
          blockedByName: null,
        }),
      ),
    }
  }),
]

/** A customer without the mock's internal bookkeeping fields. */
export function presentCustomer(row: Row): Row {
  const { walletUpdatedAt: _w, ...rest } = row
  return rest as Row
}
