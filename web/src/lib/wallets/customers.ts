import { walletRoutes, formatPhone } from 'contracts'
import type { Wallet } from 'contracts'
import type { ReferenceSource } from '../resource'

/** "Wassim Saleh (+961 3 123 456)": how a customer is picked and shown by the wallet screens. */
export const customerLabel = (wallet: Pick<Wallet, 'customerName' | 'phone'>) =>
  `${wallet.customerName} (${formatPhone(wallet.phone)})`

/**
 * Customers picked by name or phone through their wallets: whoever may move money
 * may read wallets, not necessarily the customer list.
 */
export const walletCustomers: ReferenceSource = {
  name: 'customer',
  routes: { list: walletRoutes.listWallets, get: walletRoutes.getWallet },
  reference: {
    sort: 'customerName:asc',
    optionOf: (wallet: Wallet) => ({ id: wallet.customerId, name: customerLabel(wallet) }),
  },
}
