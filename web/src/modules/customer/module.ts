import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'customer',
  screens: {
    '/customer': () => import('./CustomerListScreen'),
  },
} satisfies ModuleDescriptor
