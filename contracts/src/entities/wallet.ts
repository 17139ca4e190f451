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
import { formatLbp, formatRate, lbp, rateField } from '../lbp'

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
 * How a recharge was paid: dollars in cash, pounds in cash (valued in dollars
 * at the rate in force), or a card. Wallets stay in dollars.
 */
export const WALLET_TENDERS = ['cash_usd', 'cash_lbp', 'card'] as const
export type WalletTender = (typeof WALLET_TENDERS)[number]
export const WALLET_TENDER_LABELS: Record<WalletTender, string> = {
  cash_usd: 'Cash in dollars',
  cash_lbp: 'Cash in pounds',
  card: 'Card',
}

export const WALLET_MESSAGES = {
  tender: 'Tender must be cash_usd (cash in dollars), cash_lbp (cash in pounds) or card',
  tenderOnDeduct: 'Only a recharge has a tender: a deduct takes none',
  amountLbpRequired: 'Pounds received is required for a recharge in pounds',
  amountLbpPositive: 'Pounds received must be more than 0',
  amountLbpWithoutPounds: 'Pounds received goes only with a recharge in pounds (tender cash_lbp)',
  rateWithoutPounds: 'Rate goes only with a recharge in pounds (tender cash_lbp)',
  amountWithPounds:
    'A recharge in pounds is valued at the rate in force: send Pounds received, not Amount',
  /** 400 Errors.branchId: a branch names the drawer that took cash; nothing else has one. */
  branchOnlyCash: 'Branch goes only with a recharge in cash: the branch whose drawer took it',
  /** 422 Errors.branchId: an employee of several (not every) branch names the drawer. */
  branchRequired: 'Choose the branch whose drawer took the cash',
  /** 422: the rate the employee saw is no longer in force. */
  rateChanged: (seen: number, now: number) =>
    `The dollar rate is now ${formatRate(now)}, not ${formatRate(seen)}: check the amount and confirm again`,
  /** 422: pounds worth less than a cent at the rate in force. */
  lessThanACent: (amountLbp: number, lbpPerUsd: number) =>
    `${formatLbp(amountLbp)} is worth less than a cent at ${formatRate(lbpPerUsd)}`,
} as const

/**
 * What a recharge is about, in dollars: a dollar amount about a thousand times
 * it (contracts' mayBePounds: $10,000 and more) asks "Is this in pounds?" in
 * the SPA before anything is sent.
 */
export const WALLET_RECHARGE_EXPECTED_USD = '20.00'

/** A recharge's tender in words: "Cash in pounds: 1,500,000 LBP at 89,500 LBP per dollar"; "" when none. */
export function walletTenderText(t: {
  tender: WalletTender | null
  amountLbp: number | null
  lbpPerUsd: number | null
}): string {
  if (t.tender === null) return ''
  const label = WALLET_TENDER_LABELS[t.tender]
  if (t.tender !== 'cash_lbp' || t.amountLbp === null || t.lbpPerUsd === null) return label
  return `${label}: ${formatLbp(t.amountLbp)} at ${formatRate(t.lbpPerUsd)}`
}

/** Whether a recharge is paid in cash (into a branch's drawer): the tenders but the card. */
export const isCashTender = (tender: WalletTender | undefined) => tender !== 'card'

/**
 * `POST /wallet/transaction`: recharge (type 1) or deduct (type 2) a
 * customer's wallet. A deduct above the balance is refused (422).
 *
 * A recharge says how it was paid (`tender`, default `cash_usd`). In cash
 * dollars or by card it carries `amount`; in cash pounds (`cash_lbp`) it
 * carries `amountLbp` instead, and the server credits its value in dollars at
 * the rate in force (to the nearest cent); `lbpPerUsd`, when sent, is the
 * rate the employee saw, and a recharge is refused (422) when another is in
 * force. A deduct has no tender.
 */
export const walletTransactionBodySchema = z
  .strictObject({
    customerId: ref('Customer'),
    type: z.union([z.literal(1), z.literal(2)], {
      error: 'Type must be 1 (recharge) or 2 (deduct)',
    }),
    tender: z.enum(WALLET_TENDERS, { error: WALLET_MESSAGES.tender }).optional(),
    amount: money('Amount', { min: '0.01' }).optional(),
    /** Cash in pounds only: the pounds received, a whole number. */
    amountLbp: lbp('Pounds received').optional(),
    /** Cash in pounds only: the rate the employee was shown, which must still be in force. */
    lbpPerUsd: rateField('Rate').optional(),
    /**
     * A recharge in cash only: the branch whose drawer took the cash, one of the
     * employee's (else 422). Left out: the employee's branch when they have one,
     * none when they have every branch (docs/api.md#a-wallet-recharges-tender).
     */
    branchId: ref('Branch').optional(),
    reason: text('Reason', 500),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message })
    if (body.type === 2 && body.tender !== undefined)
      issue('tender', WALLET_MESSAGES.tenderOnDeduct)
    if (body.branchId !== undefined && (body.type !== 1 || !isCashTender(body.tender)))
      issue('branchId', WALLET_MESSAGES.branchOnlyCash)
    const pounds = body.type === 1 && body.tender === 'cash_lbp'
    if (pounds) {
      if (body.amount !== undefined) issue('amount', WALLET_MESSAGES.amountWithPounds)
      if (body.amountLbp === undefined) issue('amountLbp', WALLET_MESSAGES.amountLbpRequired)
      else if (body.amountLbp === 0) issue('amountLbp', WALLET_MESSAGES.amountLbpPositive)
      return
    }
    if (body.amount === undefined) issue('amount', 'Amount is required')
    if (body.amountLbp !== undefined) issue('amountLbp', WALLET_MESSAGES.amountLbpWithoutPounds)
    if (body.lbpPerUsd !== undefined) issue('lbpPerUsd', WALLET_MESSAGES.rateWithoutPounds)
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
  /** How a recharge was paid; null for a deduct and for the lines orders write. */
  tender: z.enum(WALLET_TENDERS).nullable(),
  /** A recharge in pounds: the pounds received and the rate `amount` was valued at; else null. */
  amountLbp: z.number().int().nullable(),
  lbpPerUsd: z.number().int().nullable(),
  /** A recharge in cash: the branch whose drawer took it (its shift counts it); else null. */
  branchId: z.number().int().nullable(),
  branchName: z.string().nullable(),
  branchNameAr: z.string().nullable(),
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
    // A recharge in cash names the drawer's branch: one of the employee's, else a 422 at branchId.
    scope: { branch: 'branchId', refuseBranch: 422 },
    successStatus: 201,
    idempotent: true,
    body: walletTransactionBodySchema,
    refusals: {
      400: 'The body is not valid, or the Idempotency-Key header is missing or malformed.',
      422: "The customer does not exist, a deduct is above the balance, a recharge would take the balance above the maximum, the branch is not one of the employee's (or an employee of several branches named none for a cash recharge), or the Idempotency-Key was already used for a different request.",
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
