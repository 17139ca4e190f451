import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'category',
  screens: {
    '/category': () => import('./CategoryListScreen'),
    '/category/add': () => import('./CategoryFormScreen'),
    '/category/:categoryId': () => import('./CategoryFormScreen'),
    '/category/:categoryId/edit': () => import('./CategoryFormScreen'),
  },
} satisfies ModuleDescriptor
