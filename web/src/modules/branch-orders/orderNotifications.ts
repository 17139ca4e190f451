import type { AlertOrder } from './newOrderAlert'

/** Browser notifications of new orders, where the employee allowed them. */

const TAG = 'branch-orders-new'

export const notificationsSupported = () => typeof Notification !== 'undefined'

export const notificationPermission = (): NotificationPermission | 'unsupported' =>
  notificationsSupported() ? Notification.permission : 'unsupported'

/** Shows one notification for the orders that just arrived (when allowed). */
export function notifyNewOrders(orders: readonly AlertOrder[], branchName: (id: number) => string) {
  if (!orders.length || notificationPermission() !== 'granted') return
  const title =
    orders.length === 1 ? `New order ${orders[0]!.number}` : `${orders.length} new orders`
  const body = orders.map((o) => `${o.number} · ${branchName(o.branchId)}`).join('\n')
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
