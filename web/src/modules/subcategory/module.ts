import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'subcategory',
  screens: {
    '/subcategory': () => import('./SubcategoryListScreen'),
    '/subcategory/add': () => import('./SubcategoryFormScreen'),
    '/subcategory/:subCategoryId': () => import('./SubcategoryFormScreen'),
    '/subcategory/:subCategoryId/edit': () => import('./SubcategoryFormScreen'),
  },
} satisfies ModuleDescriptor
