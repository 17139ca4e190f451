import {
  WALLET_TRANSACTION_TYPE_LABELS,
  walletRoutes,
  walletTransactionListQuerySchema,
  walletTransactionSchema,
} from 'contracts'
import type { WalletTransaction } from 'contracts'
import { z } from 'zod'
import type { ListResource } from '../../lib/resource'
import { messages } from '../../lib/i18n'
import { sayEach } from '../../lib/i18n/sayEach'
import en from './messages.en.json'

/** The transaction history's words (messages.en.json). */
export const m = messages(en)

const { customerId, employeeId, type } = walletTransactionListQuerySchema.shape

/** The transaction history as the resource layer reads it (`GET /walletTransactionHistory`). */
export const transactionList = {
  name: 'walletTransaction',
  path: '/walletTransactionHistory',
  key: 'walletTransactionHistory',
  record: walletTransactionSchema,
  filters: z.object({ customerId, employeeId, type }),
  sortable: ['createdAt', 'amount'],
  routes: { list: walletRoutes.listWalletTransactions },
} satisfies ListResource

/** Money in: recharges and refunds. */
export const isMoneyIn = (t: Pick<WalletTransaction, 'type'>) => t.type === 1 || t.type === 4

/** "+12.50" or "-12.50": the amount with the way it went. */
export const signedAmount = (t: Pick<WalletTransaction, 'type' | 'amount'>) =>
  `${isMoneyIn(t) ? '+' : '-'}${t.amount}`

export const TYPE_CHOICES = Object.fromEntries(
  Object.entries(sayEach(WALLET_TRANSACTION_TYPE_LABELS)),
) as Record<string, string>
