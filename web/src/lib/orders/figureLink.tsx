import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ORDER_LIST_PATH, SOLD } from 'contracts'
import type { OrderFigureFilter } from 'contracts'
import { usePermissions } from '../session'

/**
 * The order list's filters a figure opens (`GET /order`'s, contracts'
 * OrderFigureFilter): `from`/`to` as exact instants bound when the orders were
 * placed, `completedFrom`/`completedTo` when they ended, and the rest.
 */
export type OrdersFilter = OrderFigureFilter

/** The statuses of a sale: the orders a report's money counts. */
export { SOLD }

/** The order list's address for these filters. */
export function ordersHref(filter: OrdersFilter): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(key, String(value))
  const query = params.toString()
  return query ? `${ORDER_LIST_PATH}?${query}` : ORDER_LIST_PATH
}

/** The filters that select orders exactly, instead of by the list's days. */
export const EXACT_FILTERS = [
  'completedFrom',
  'completedTo',
  'settlementId',
  'closeId',
  'heldBy',
  'openAt',
  'cashFrom',
  'cashTo',
  'late',
  'walletPaid',
] as const

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Whether a list address selects orders exactly (a figure's link): an
 * instant in `from` or `to`, or one of EXACT_FILTERS (`late` is as of now, not a day). Such a list shows no
 * range of days of its own.
 */
export function isExactSelection(params: URLSearchParams): boolean {
  const instant = (key: string) => {
    const value = params.get(key)
    return value !== null && !DAY.test(value)
  }
  return instant('from') || instant('to') || EXACT_FILTERS.some((k) => params.has(k))
}

/**
 * A figure that opens the orders it counts, in the same tab (Back returns to
 * it): a link for those who may view orders, the figure as it is for others.
 */
export function FigureLink({
  filter,
  label,
  children,
}: {
  filter: OrdersFilter
  /** What the link opens, for a screen reader: "Orders of Oct 15". */
  label?: string
  children: ReactNode
}) {
  const { can } = usePermissions()
  if (!can('order')) return <>{children}</>
  return (
    <Link className="figure-link" to={ordersHref(filter)} aria-label={label}>
      {children}
    </Link>
  )
}
