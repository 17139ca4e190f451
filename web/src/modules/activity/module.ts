import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'audit',
  screens: {
    '/activity': () => import('./ActivityScreen'),
  },
} satisfies ModuleDescriptor
