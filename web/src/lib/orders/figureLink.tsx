import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ORDER_LIST_PATH } from 'contracts'
import { usePermissions } from '../session'

/**
 * The order list's filters a figure opens (`GET /order`'s): `from`/`to` as
 * exact instants bound when the orders were placed, `completedFrom`/
 * `completedTo` when they ended.
 */
export interface OrdersFilter {
  status?: string | undefined
  branchId?: number | undefined
  paymentMethod?: string | undefined
  fulfilment?: string | undefined
  riderId?: number | undefined
  couponId?: number | undefined
  settlementId?: number | undefined
  closeId?: number | undefined
  heldBy?: number | undefined
  from?: string | undefined
  to?: string | undefined
  completedFrom?: string | undefined
  completedTo?: string | undefined
}

/** The statuses of a sale: the orders a report's money counts. */
export const SOLD = 'delivered,picked_up'

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
] as const

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Whether a list address selects orders exactly (a figure's link): an
 * instant in `from` or `to`, or one of EXACT_FILTERS. Such a list shows no
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
