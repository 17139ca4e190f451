import type { MiddlewareHandler } from 'hono'
import { audienceSize } from '../resources/audience'
import { TABLE } from '../rows'
import type { Store } from '../store/store'

/**
 * Sends every scheduled notification whose time has come: status sent, sent at its
 * scheduled time, recipients counted as at the moment of sending. Stored like any
 * change. Answers how many it sent.
 */
export function sendDueNotifications(store: Store): number {
  const table = store.table(TABLE.notification)
  const now = store.now()
  let sent = 0
  for (const n of [...table.values()]) {
    if (n.status !== 'scheduled' || Date.parse(n.scheduledAt as string) > now) continue
    table.put(n.id, {
      ...n,
      status: 'sent',
      sentAt: n.scheduledAt,
      recipients: audienceSize(store, n),
      updatedAt: new Date(now).toISOString(),
      version: n.version + 1,
    })
    sent++
  }
  return sent
}

/** Before each request: the scheduled notifications that went out since the last one. */
export const scheduledSends = (store: Store): MiddlewareHandler =>
  async function scheduledSends(_c, next) {
    sendDueNotifications(store)
    await next()
  }
