import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: null,
  screens: {
    '/icons': () => import('./IconsScreen'),
    '/notifications': () => import('./NotificationsScreen'),
    '/widgets': () => import('./WidgetsScreen'),
  },
} satisfies ModuleDescriptor
