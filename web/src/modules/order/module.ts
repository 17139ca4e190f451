import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'order',
  screens: {
    '/order': () => import('./OrderListScreen'),
    '/order/add': () => import('./phone/PhoneOrderScreen'),
    '/order/:orderId': () => import('./OrderScreen'),
    '/order/:orderId/edit': () => import('./OrderScreen'),
  },
} satisfies ModuleDescriptor
