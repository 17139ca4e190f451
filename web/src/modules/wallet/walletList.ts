import { walletListQuerySchema, walletRoutes, walletSchema } from 'contracts'
import { z } from 'zod'
import type { ListResource } from '../../lib/resource'

/** The wallets list as the resource layer reads it (`GET /wallets`): balances, not edited by a form. */
export const walletList = {
  name: 'wallet',
  path: '/wallets',
  key: 'wallets',
  record: walletSchema,
  filters: z.object({ customerId: walletListQuerySchema.shape.customerId }),
  sortable: ['balance', 'customerName', 'lastTransactionAt'],
  routes: { list: walletRoutes.listWallets },
} satisfies ListResource

/** `/wallets/add?type=1|2`, with a customer already chosen when given. */
export const walletOperationPath = (type: 1 | 2, customerId?: number) =>
  `/wallets/add?type=${type}${customerId === undefined ? '' : `&customerId=${customerId}`}`
