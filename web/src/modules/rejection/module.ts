import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'rejection',
  screens: {
    '/rejection': () => import('./RejectionListScreen'),
    '/rejection/add': () => import('./RejectionFormScreen'),
    '/rejection/:rejectionId': () => import('./RejectionFormScreen'),
    '/rejection/:rejectionId/edit': () => import('./RejectionFormScreen'),
  },
} satisfies ModuleDescriptor
