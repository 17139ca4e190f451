import {
  CUSTOMER_SEGMENTS,
  NOTIFICATION_CUSTOMER_MATCHES,
  conversionRateRoutes,
  customerRoutes,
  notificationAudienceRoutes,
  notificationRoutes,
} from 'contracts'
import { recordEvent, recordLabelOf } from '../audit/record'
import { bind } from '../context'
import type { Binding, Call } from '../context'
import { businessRule, notFound } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { audienceSize } from '../resources/audience'
import { assertVersion } from '../resources/generic'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import { matchesWords, searchWords } from '../search/match'
import type { Store } from '../store/store'

/** Saves a changed record with a new version and `updatedAt`. */
function save(store: Store, table: string, row: Row, changes: Record<string, unknown>) {
  const next = {
    ...row,
    ...changes,
    updatedAt: new Date(store.now()).toISOString(),
    version: row.version + 1,
  }
  store.records(table).put(row.id, next)
  return next
}

function find(store: Store, table: string, id: number, version: number) {
  const row = store.records(table).get(id)
  if (!row) throw notFound()
  assertVersion(row, version)
  return row
}

/** A notification sent or cancelled: its status before and after. */
function recordStatus(c: Call['c'], before: Row, after: Row, action: 'send' | 'cancel') {
  recordEvent(c, {
    module: 'notification',
    recordId: before.id,
    recordLabel: recordLabelOf(before),
    action,
    changes: [
      {
        field: 'status',
        label: 'Status',
        before: before.status as string,
        after: after.status as string,
      },
    ],
  })
}

/** Points-rate activation, notification send/cancel, customer block/unblock. */
export const promotionBindings: Binding[] = [
  bind(conversionRateRoutes.activateConversionRate, ({ c, store, params, body }) => {
    const rate = find(store, TABLE.conversionRate, params.id, body.version)
    const now = new Date(store.now()).toISOString()
    const was = [...store.table(TABLE.conversionRate).values()].find((r) => r.isActive)
    for (const other of store.table(TABLE.conversionRate).values()) {
      if (other.isActive && other.id !== rate.id)
        save(store, TABLE.conversionRate, other, { isActive: false })
    }
    recordEvent(c, {
      module: 'conversionRate',
      recordId: rate.id,
      recordLabel: recordLabelOf(rate),
      action: 'activate',
      changes: [
        {
          field: 'isActive',
          label: 'Active rate',
          before: was ? recordLabelOf(was) : null,
          after: recordLabelOf(rate),
        },
      ],
    })
    return { Data: save(store, TABLE.conversionRate, rate, { isActive: true, activatedAt: now }) }
  }),

  bind(notificationRoutes.sendNotification, ({ c, store, params, body }) => {
    const n = find(store, TABLE.notification, params.id, body.version)
    if (n.status !== 'scheduled') throw businessRule(MOCK_MESSAGES.notificationNotCancellable)
    const sent = save(store, TABLE.notification, n, {
      status: 'sent',
      sentAt: new Date(store.now()).toISOString(),
      recipients: audienceSize(store, n),
    })
    recordStatus(c, n, sent, 'send')
    return { Data: sent }
  }),
  bind(notificationRoutes.cancelNotification, ({ c, store, params, body }) => {
    const n = find(store, TABLE.notification, params.id, body.version)
    if (n.status !== 'scheduled') throw businessRule(MOCK_MESSAGES.notificationNotCancellable)
    const cancelled = save(store, TABLE.notification, n, { status: 'cancelled' })
    recordStatus(c, n, cancelled, 'cancel')
    return { Data: cancelled }
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
    const matches = [...store.table(TABLE.customer).values()]
      .filter((c) => !c.isBlocked)
      .map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`, phone: c.phone as string }))
      .filter((c) => matchesWords([c.name.toLowerCase(), c.phone], words))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    return { Data: matches.slice(0, NOTIFICATION_CUSTOMER_MATCHES), TotalCount: matches.length }
  }),

  bind(customerRoutes.blockCustomer, ({ c: context, store, actor, params, body }) => {
    const c = find(store, TABLE.customer, params.id, body.version)
    const { employee } = actor
    recordEvent(context, {
      module: 'customer',
      recordId: c.id,
      recordLabel: recordLabelOf(c),
      action: 'block',
      changes: [{ field: 'blockedReason', label: 'Reason', before: null, after: body.reason }],
    })
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
  bind(customerRoutes.unblockCustomer, ({ c: context, store, params, body }) => {
    const c = find(store, TABLE.customer, params.id, body.version)
    recordEvent(context, {
      module: 'customer',
      recordId: c.id,
      recordLabel: recordLabelOf(c),
      action: 'unblock',
      changes: [
        {
          field: 'blockedReason',
          label: 'Reason',
          before: (c.blockedReason as string) || null,
          after: null,
        },
      ],
    })
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
