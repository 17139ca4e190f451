import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'product',
  screens: {
    '/product': () => import('./ProductListScreen'),
    '/product/add': () => import('./ProductFormScreen'),
    '/product/:productId': () => import('./ProductFormScreen'),
    '/product/:productId/edit': () => import('./ProductFormScreen'),
    '/product/:productId/edit-y': () => import('./ProductFormScreen'),
  },
} satisfies ModuleDescriptor
