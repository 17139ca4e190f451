import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'rider',
  screens: {
    '/rider': () => import('./RiderListScreen'),
    '/rider/add': () => import('./RiderFormScreen'),
    '/rider/:riderId': () => import('./RiderFormScreen'),
    '/rider/:riderId/edit': () => import('./RiderFormScreen'),
  },
} satisfies ModuleDescriptor
