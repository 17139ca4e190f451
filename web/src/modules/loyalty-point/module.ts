import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'loyaltyPointHistory',
  screens: {
    '/loyaltyPointHistory': () => import('./LoyaltyPointHistoryScreen'),
  },
} satisfies ModuleDescriptor
