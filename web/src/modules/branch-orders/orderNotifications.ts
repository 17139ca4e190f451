import { BOARD_ESCALATE_MINUTES } from 'contracts'
import type { AlertOrder } from './newOrderAlert'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** Browser notifications of new orders, where the employee allowed them. */

const TAG = 'branch-orders-new'

export const notificationsSupported = () => typeof Notification !== 'undefined'

export const notificationPermission = (): NotificationPermission | 'unsupported' =>
  notificationsSupported() ? Notification.permission : 'unsupported'

function notify(title: string, body: string) {
  if (notificationPermission() !== 'granted') return
  const options: NotificationOptions = { body, tag: TAG, requireInteraction: true }
  try {
    const notice = new Notification(title, options)
    notice.onclick = () => {
      window.focus()
      notice.close()
    }
  } catch {
    // Mobile browsers only show notifications through the service worker.
    void navigator.serviceWorker?.ready.then((sw) => sw.showNotification(title, options))
  }
}

const lines = (orders: readonly AlertOrder[], branchName: (id: number) => string) =>
  orders.map((o) => `${o.number} · ${branchName(o.branchId)}`).join('\n')

/** One notification for the orders that just started waiting (when allowed). */
export function notifyNewOrders(orders: readonly AlertOrder[], branchName: (id: number) => string) {
  if (!orders.length) return
  notify(
    orders.length === 1
      ? m.notifyNew({ number: orders[0]!.number })
      : m.notifyNewMany({ count: orders.length }),
    lines(orders, branchName),
  )
}

/** One notification for acknowledged orders still pending BOARD_ESCALATE_MINUTES later. */
export function notifyLateOrders(
  orders: readonly AlertOrder[],
  branchName: (id: number) => string,
) {
  if (!orders.length) return
  notify(
    orders.length === 1
      ? m.notifyLate({ number: orders[0]!.number })
      : m.notifyLateMany({ count: orders.length }),
    `${m.notifyLateBody({ minutes: BOARD_ESCALATE_MINUTES })}\n${lines(orders, branchName)}`,
  )
}
