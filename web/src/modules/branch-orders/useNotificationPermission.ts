import { useState } from 'react'
import { notificationPermission } from './orderNotifications'

/** Whether the board may show browser notifications, and asking for it (from a click). */
export function useNotificationPermission() {
  const [permission, setPermission] = useState(notificationPermission)
  return {
    permission,
    ask: async () => setPermission(await Notification.requestPermission()),
  }
}
