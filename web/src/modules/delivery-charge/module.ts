import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'delivery-charge',
  screens: {
    '/delivery-charge': () => import('./DeliveryChargeListScreen'),
    '/delivery-charge/add': () => import('./DeliveryChargeFormScreen'),
    '/delivery-charge/:deliveryChargeId': () => import('./DeliveryChargeFormScreen'),
    '/delivery-charge/:deliveryChargeId/edit': () => import('./DeliveryChargeFormScreen'),
  },
} satisfies ModuleDescriptor
