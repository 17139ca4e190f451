import { recordEvent, recordLabelOf } from '../audit/record'
import {
  WALLET_MESSAGES,
  centsToMoney,
  isCashTender,
  lbpToCents,
  moneyToCents,
  resolveDateRange,
  walletRoutes,
} from 'contracts'
import type { WalletTransactionBody } from 'contracts'
import { branchNames } from '../branches/names'
import { bind } from '../context'
import type { Binding } from '../context'
import { businessRule, notFound } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { listPage } from '../resources/generic'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import { fold, matchesWords, searchWords } from '../search/match'
import type { Store } from '../store/store'
import { moveWallet } from '../money/ledgers'
import { rateAt } from '../money/rates'
import type { BranchScope } from '../scope'

const fullName = (r: Row | undefined) =>
  r ? `${r.firstName as string} ${r.lastName as string}` : ''

/** A customer's wallet as the Wallets screen shows it. */
const wallet = (c: Row) => ({
  id: c.id,
  customerId: c.id,
  customerName: fullName(c),
  phone: c.phone,
  balance: c.walletBalance,
  lastTransactionAt: (c.walletUpdatedAt as string | null | undefined) ?? null,
  updatedAt: c.updatedAt,
})

/** A ledger line with the names a list shows (a line written before tenders or branches reads none). */
export function presentTransaction(store: Store, t: Row) {
  const branchId = (t.branchId as number | null | undefined) ?? null
  return {
    ...t,
    tender: t.tender ?? null,
    amountLbp: t.amountLbp ?? null,
    lbpPerUsd: t.lbpPerUsd ?? null,
    branchId,
    ...(branchId === null
      ? { branchName: null, branchNameAr: null }
      : branchNames(store, branchId)),
    customerName: fullName(store.table(TABLE.customer).get(t.customerId as number)),
    employeeName:
      t.employeeId === null
        ? null
        : fullName(store.table(TABLE.employee).get(t.employeeId as number)) || null,
  }
}

const inRange = (query: { from?: string; to?: string }, store: Store) => {
  if (query.from === undefined && query.to === undefined) return undefined
  const { fromMs, toMs } = resolveDateRange(query, store.now())
  return (row: Row) => {
    const t = Date.parse(row.createdAt)
    return t >= fromMs && t < toMs
  }
}

/**
 * What a recharge credits, in cents, and how it was paid. Pounds are valued at
 * the rate in force now (to the nearest cent); the rate the employee saw, when
 * sent, must be that one (422 in words at Errors.lbpPerUsd).
 */
function creditOf(store: Store, body: WalletTransactionBody) {
  if (body.type !== 1) return { cents: moneyToCents(body.amount!), tender: undefined }
  const tender = body.tender ?? 'cash_usd'
  if (tender !== 'cash_lbp') {
    return {
      cents: moneyToCents(body.amount!),
      tender: { tender, amountLbp: null, lbpPerUsd: null },
    }
  }
  const amountLbp = body.amountLbp!
  const lbpPerUsd = rateAt(store, store.now())
  if (body.lbpPerUsd !== undefined && body.lbpPerUsd !== lbpPerUsd) {
    const message = WALLET_MESSAGES.rateChanged(body.lbpPerUsd, lbpPerUsd)
    throw businessRule(message, { lbpPerUsd: message })
  }
  const cents = lbpToCents(amountLbp, lbpPerUsd)
  if (cents < 1) {
    const message = WALLET_MESSAGES.lessThanACent(amountLbp, lbpPerUsd)
    throw businessRule(message, { amountLbp: message })
  }
  return { cents, tender: { tender, amountLbp, lbpPerUsd } }
}

/**
 * The branch whose drawer took a cash recharge: the one named (the route's
 * scope has refused another employee's), else the employee's only branch; an
 * employee of several branches names one (422 Errors.branchId); one of every
 * branch may name none, and then no drawer counts it. A card or a deduct: none.
 */
function drawerOf(body: WalletTransactionBody, scope: BranchScope): number | null {
  if (body.type !== 1 || !isCashTender(body.tender)) return null
  if (body.branchId !== undefined) return body.branchId
  if (scope.all) return null
  if (scope.ids.length === 1) return scope.ids[0]!
  throw businessRule(WALLET_MESSAGES.branchRequired, { branchId: WALLET_MESSAGES.branchRequired })
}

type Query = { page: number; pageSize: number; sort?: string; search?: string } & Record<
  string,
  unknown
>

export const walletBindings: Binding[] = [
  bind(walletRoutes.listWallets, ({ store, query }) => {
    const rows = [...store.table(TABLE.customer).values()].map(wallet)
    const page = listPage(rows, query as Query, {
      filters: { customerId: (row, id: number) => row.customerId === id },
      searchable: ['customerName', 'phone'],
      defaultSort: (a, b) =>
        moneyToCents(b.balance as string) - moneyToCents(a.balance as string) || a.id - b.id,
    })
    return page
  }),
  bind(walletRoutes.getWallet, ({ store, params }) => {
    const customer = store.table(TABLE.customer).get(params.id)
    if (!customer) throw notFound()
    return { Data: wallet(customer) }
  }),
  // Idempotent (mount.ts): answers its data at once, kept under the request's key.
  bind(walletRoutes.createWalletTransaction, ({ c, store, actor, body, scope }) => {
    const customer = store.table(TABLE.customer).get(body.customerId)
    if (!customer) {
      throw businessRule(MOCK_MESSAGES.unknownReference('customer'), {
        customerId: MOCK_MESSAGES.unknownReference('customer'),
      })
    }
    const balanceBefore = wallet(customer).balance
    const branchId = drawerOf(body, scope)
    const credit = creditOf(store, body)
    const row = moveWallet(store, {
      branchId,
      customerId: body.customerId,
      type: body.type,
      amountCents: credit.cents,
      reason: body.reason,
      employeeId: actor.employee.id,
      ...(credit.tender ? { tender: credit.tender } : {}),
    })
    const after = store.table(TABLE.customer).get(body.customerId)!
    const paid = credit.tender
    const presented = presentTransaction(store, row)
    recordEvent(c, {
      module: 'wallets',
      recordId: customer.id,
      recordLabel: recordLabelOf(customer),
      action: body.type === 1 ? 'recharge' : 'deduct',
      changes: [
        { field: 'amount', label: 'Amount', before: null, after: row.amount },
        ...(paid ? [{ field: 'tender', label: 'Tender', before: null, after: paid.tender }] : []),
        ...(presented.branchName === null
          ? []
          : [{ field: 'branchId', label: 'Branch', before: null, after: presented.branchName }]),
        ...(paid?.amountLbp != null
          ? [
              { field: 'amountLbp', label: 'Pounds received', before: null, after: paid.amountLbp },
              { field: 'lbpPerUsd', label: 'Rate', before: null, after: paid.lbpPerUsd },
            ]
          : []),
        {
          field: 'balance',
          label: 'Balance',
          before: balanceBefore as string,
          after: wallet(after).balance as string,
        },
      ],
    })
    return { Data: presented }
  }),
  bind(walletRoutes.listWalletTransactions, ({ store, query }) => {
    const range = inRange(query, store)
    const customers = store.table(TABLE.customer)
    const words = searchWords(query.search)
    const matched = [...store.table(TABLE.walletTransaction).values()].filter((t) => {
      if (range && !range(t)) return false
      if (query.customerId !== undefined && t.customerId !== query.customerId) return false
      if (query.employeeId !== undefined && t.employeeId !== query.employeeId) return false
      if (query.type !== undefined && t.type !== query.type) return false
      if (!words.length) return true
      const cu = customers.get(t.customerId as number)
      const hay = `${fullName(cu)} ${(cu?.phone as string) ?? ''} ${t.reason as string}`
      return matchesWords([fold(hay)], words)
    })
    const page = listPage(
      matched,
      { ...(query as Query), search: undefined },
      { filters: {}, searchable: [], defaultSort: (a, b) => b.id - a.id },
    )
    return {
      ...page,
      Data: page.Data.map((t) => presentTransaction(store, t)),
      Totals: walletTotals(matched),
    }
  }),
]

/** Money in (recharges, refunds) and out (deducts, order payments) over every matched line. */
function walletTotals(rows: readonly Row[]) {
  let moneyIn = 0
  let moneyOut = 0
  for (const t of rows) {
    const cents = moneyToCents(t.amount as string)
    if (t.type === 1 || t.type === 4) moneyIn += cents
    else moneyOut += cents
  }
  return {
    count: rows.length,
    moneyIn: centsToMoney(moneyIn),
    moneyOut: centsToMoney(moneyOut),
    net: centsToMoney(moneyIn - moneyOut),
  }
}
