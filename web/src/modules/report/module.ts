import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'report',
  screens: {
    '/report': () => import('./ShiftScreen'),
    '/report/closes': () => import('./ClosesScreen'),
    '/report/sales': () => import('./SalesScreen'),
    '/report/:closeId': () => import('./CloseScreen'),
  },
} satisfies ModuleDescriptor
