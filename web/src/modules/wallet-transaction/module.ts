import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'walletTransactionHistory',
  screens: {
    '/walletTransactionHistory': () => import('./WalletTransactionListScreen'),
  },
} satisfies ModuleDescriptor
