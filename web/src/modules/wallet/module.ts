import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'wallets',
  screens: {
    '/wallets': () => import('./WalletListScreen'),
    '/wallets/add': () => import('./WalletOperationScreen'),
  },
} satisfies ModuleDescriptor
