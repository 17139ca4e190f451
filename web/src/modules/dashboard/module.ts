import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: null,
  screens: {
    '/dashboard': () => import('./DashboardScreen'),
  },
  data: {
    '/dashboard': async () => (await import('./dashboardRequest')).preloadDashboard(),
  },
} satisfies ModuleDescriptor
