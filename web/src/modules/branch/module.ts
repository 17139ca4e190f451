import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'branch',
  screens: {
    '/branch': () => import('./BranchListScreen'),
    '/branch/add': () => import('./BranchFormScreen'),
    '/branch/:branchId': () => import('./BranchFormScreen'),
    '/branch/:branchId/edit': () => import('./BranchFormScreen'),
  },
} satisfies ModuleDescriptor
