import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'notification',
  screens: {
    '/notification': () => import('./NotificationListScreen'),
    '/notification/add': () => import('./NotificationFormScreen'),
    '/notification/:notificationId': () => import('./NotificationFormScreen'),
  },
} satisfies ModuleDescriptor
