import { moneyToCents, resolveDateRange, walletRoutes } from 'contracts'
import { bind } from '../context'
import type { Binding } from '../context'
import { businessRule, notFound } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { listPage } from '../resources/generic'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'
import { moveWallet } from './ledgers'

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

/** A ledger line with the names a list shows. */
export function presentTransaction(store: Store, t: Row) {
  return {
    ...t,
    customerName: fullName(store.table<Row>(TABLE.customer).get(t.customerId as number)),
    employeeName:
      t.employeeId === null
        ? null
        : fullName(store.table<Row>(TABLE.employee).get(t.employeeId as number)) || null,
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

type Query = { page: number; pageSize: number; sort?: string; search?: string } & Record<
  string,
  unknown
>

export const walletBindings: Binding[] = [
  bind(walletRoutes.listWallets, ({ store, query }) => {
    const rows = [...store.table<Row>(TABLE.customer).values()].map(wallet) as unknown as Row[]
    const page = listPage(rows, query as Query, {
      filters: { customerId: (row: Row, id: number) => row.customerId === id },
      searchable: ['customerName', 'phone'],
      defaultSort: (a, b) =>
        moneyToCents(b.balance as string) - moneyToCents(a.balance as string) || a.id - b.id,
    })
    return { ...page, Data: page.Data.map(({ id: _id, ...w }) => w) }
  }),
  bind(walletRoutes.getWallet, ({ store, params }) => {
    const customer = store.table<Row>(TABLE.customer).get(params.id)
    if (!customer) throw notFound()
    const { id: _id, ...w } = wallet(customer)
    return { Data: w }
  }),
  bind(walletRoutes.createWalletTransaction, ({ c, store, actor, body }) => {
    if (!store.table(TABLE.customer).has(body.customerId)) {
      throw businessRule(MOCK_MESSAGES.unknownReference('customer'), {
        customerId: MOCK_MESSAGES.unknownReference('customer'),
      })
    }
    const row = moveWallet(store, {
      customerId: body.customerId,
      type: body.type,
      amountCents: moneyToCents(body.amount),
      reason: body.reason,
      employeeId: actor.employee.id,
    })
    return c.json({ Data: presentTransaction(store, row) }, 201)
  }),
  bind(walletRoutes.listWalletTransactions, ({ store, query }) => {
    const q = query as Query & { from?: string; to?: string }
    const range = inRange(q, store)
    const customers = store.table<Row>(TABLE.customer)
    const rows = [...store.table<Row>(TABLE.walletTransaction).values()].filter(
      (t) => !range || range(t),
    )
    const search = q.search?.trim()
    const searched = search
      ? rows.filter((t) => {
          const cu = customers.get(t.customerId as number)
          const hay = `${fullName(cu)} ${(cu?.phone as string) ?? ''} ${t.reason as string}`
          return hay
            .toLowerCase()
            .replace(/\s+/g, '')
            .includes(search.toLowerCase().replace(/\s+/g, ''))
        })
      : rows
    const page = listPage(
      searched,
      { ...q, search: undefined },
      {
        filters: {
          customerId: (row: Row, id: number) => row.customerId === id,
          type: (row: Row, type: number) => row.type === type,
        },
        searchable: [],
        defaultSort: (a, b) => b.id - a.id,
      },
    )
    return { ...page, Data: page.Data.map((t) => presentTransaction(store, t)) }
  }),
]
