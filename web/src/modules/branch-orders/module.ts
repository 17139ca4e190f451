import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'branch-orders',
  screens: {
    '/branch-orders': () => import('./BranchOrdersScreen'),
  },
  data: {
    '/branch-orders': async () => (await import('./boardRequest')).preloadBoard(),
  },
} satisfies ModuleDescriptor
