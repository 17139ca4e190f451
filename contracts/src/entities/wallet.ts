import { z } from 'zod'
import { WALLET_TRANSACTION_TYPE } from '../constants'
import { dataEnvelope, listEnvelope, listQuerySchema, searchIn, sortSchema } from '../envelope'
import {
  instantSchema,
  money,
  moneySchema,
  queryId,
  queryInstant,
  ref,
  text,
  withDateRange,
} from '../fields'
import { anyOf, defineRoute } from '../routes'
import { idParamsSchema, recordMetaSchema } from '../resource'

/**
 * Every wallet movement type: 1 recharge and 2 deduct are what an employee
 * does (docs/requirements.md#session-and-sign-in); 3 and 4 come from orders.
 */
export const WALLET_TRANSACTION_TYPES = {
  ...WALLET_TRANSACTION_TYPE,
  orderPayment: 3,
  refund: 4,
} as const
export const WALLET_TRANSACTION_TYPE_CODES = [1, 2, 3, 4] as const
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPE_CODES)[number]
export const WALLET_TRANSACTION_TYPE_LABELS: Record<WalletTransactionType, string> = {
  1: 'Recharge',
  2: 'Deduct',
  3: 'Order payment',
  4: 'Refund',
}

/** A customer's wallet, a row of the Wallets screen. */
export const walletSchema = z.object({
  /** The customer's id: a customer has one wallet. */
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  phone: z.string(),
  balance: moneySchema,
  lastTransactionAt: instantSchema.nullable(),
  updatedAt: instantSchema,
})
export type Wallet = z.infer<typeof walletSchema>

export const walletListQuerySchema = listQuerySchema.extend({
  sort: sortSchema(['balance', 'customerName', 'lastTransactionAt', 'updatedAt']),
  search: searchIn(['customerName', 'phone']),
  customerId: queryId('Customer').optional(),
})

/**
 * `POST /wallet/transaction`: recharge (type 1) or deduct (type 2) a
 * customer's wallet. A deduct above the balance is refused (422).
 */
export const walletTransactionBodySchema = z.strictObject({
  customerId: ref('Customer'),
  type: z.union([z.literal(1), z.literal(2)], {
    error: 'Type must be 1 (recharge) or 2 (deduct)',
  }),
  amount: money('Amount', { min: '0.01' }),
  reason: text('Reason', 500),
})
export type WalletTransactionBody = z.input<typeof walletTransactionBodySchema>

/** One movement of a wallet (an immutable ledger line; `version` stays 0). */
export const walletTransactionSchema = recordMetaSchema.extend({
  customerId: z.number().int(),
  customerName: z.string(),
  type: z.union(WALLET_TRANSACTION_TYPE_CODES.map((c) => z.literal(c))),
  /** Always positive; `type` says which way it went. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  reason: z.string(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  /** null when an order (not an employee) moved the money. */
  employeeId: z.number().int().nullable(),
  employeeName: z.string().nullable(),
})
export type WalletTransaction = z.infer<typeof walletTransactionSchema>

/**
 * The sums of every transaction the list's filters and search match (all pages):
 * money in (recharges, refunds), money out (deducts, order payments), and in − out.
 */
export const walletTotalsSchema = z.object({
  count: z.number().int().nonnegative(),
  moneyIn: moneySchema,
  moneyOut: moneySchema,
  net: z.string().regex(/^-?\d+\.\d{2}$/),
})
export type WalletTotals = z.infer<typeof walletTotalsSchema>

export const walletTransactionListQuerySchema = withDateRange(
  listQuerySchema.extend({
    sort: sortSchema(['createdAt', 'amount']),
    search: searchIn(['customer name', 'phone', 'reason']),
    customerId: queryId('Customer').optional(),
    employeeId: queryId('Employee').optional(),
    type: z
      .enum(['1', '2', '3', '4'], { error: 'Type must be 1, 2, 3 or 4' })
      .transform((v) => Number(v) as WalletTransactionType)
      .optional(),
    from: queryInstant('From').optional(),
    to: queryInstant('To').optional(),
  }),
)

export const walletRoutes = {
  /** Balances; `search`: each word in the customer's name or phone. */
  listWallets: defineRoute({
    method: 'GET',
    path: '/wallets',
    summary: 'List customer wallet balances',
    auth: true,
    permission: anyOf({ key: 'wallets', action: 'View' }),
    query: walletListQuerySchema,
    response: listEnvelope(walletSchema),
  }),
  /** One wallet by customer id (the recharge/deduct form shows the balance). */
  getWallet: defineRoute({
    method: 'GET',
    path: '/wallets/:id',
    summary: "Read one customer's wallet (id = customer id)",
    auth: true,
    permission: anyOf({ key: 'wallets', action: 'View' }),
    params: idParamsSchema,
    response: dataEnvelope(walletSchema),
  }),
  createWalletTransaction: defineRoute({
    method: 'POST',
    path: '/wallet/transaction',
    summary: "Recharge (type 1) or deduct from (type 2) a customer's wallet",
    auth: true,
    permission: anyOf({ key: 'wallets', action: 'Add' }),
    successStatus: 201,
    idempotent: true,
    body: walletTransactionBodySchema,
    refusals: {
      400: 'The body is not valid, or the Idempotency-Key header is missing or malformed.',
      422: 'The customer does not exist, a deduct is above the balance, a recharge would take the balance above the maximum, or the Idempotency-Key was already used for a different request.',
    },
    response: dataEnvelope(walletTransactionSchema),
  }),
  /** `search`: each word in the customer's name, phone or the reason. */
  listWalletTransactions: defineRoute({
    method: 'GET',
    path: '/walletTransactionHistory',
    summary: 'List wallet transactions',
    auth: true,
    permission: anyOf({ key: 'walletTransactionHistory', action: 'View' }),
    query: walletTransactionListQuerySchema,
    response: listEnvelope(walletTransactionSchema).extend({ Totals: walletTotalsSchema }),
  }),
}
