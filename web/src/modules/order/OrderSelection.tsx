import { Callout } from '@blueprintjs/core'
import { formatCount, formatUsd, orderRoutes } from 'contracts'
import { Link } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatSpan } from '../../lib/dates'
import { listQuery } from '../../lib/resource'
import type { ListController } from '../../lib/resource'
import type { orderList } from './orderList'

/**
 * What a figure's link selected, in words: the instants on the business's
 * clock, and the settlement, close or rider's cash behind it; and the way
 * back to the list by days.
 */
export function OrderSelection({ list }: { list: ListController<typeof orderList> }) {
  const f = list.state.filters as Record<string, string | undefined>
  const parts: string[] = []
  if (f.completedFrom || f.completedTo)
    parts.push(`Completed ${formatSpan(f.completedFrom, f.completedTo)}`)
  if (f.from || f.to) parts.push(`Placed ${formatSpan(f.from, f.to)}`)
  if (f.settlementId) parts.push(`Covered by settlement #${f.settlementId}`)
  if (f.closeId) parts.push(`Counted by shift close #${f.closeId}`)
  if (f.heldBy) parts.push('Cash the rider holds now (delivered, not yet settled)')
  if (f.openAt) parts.push(`Still open at ${formatSpan(f.openAt, undefined).replace(/^from /, '')}`)
  if (f.cashFrom || f.cashTo)
    parts.push(
      `Cash come in ${formatSpan(f.cashFrom, f.cashTo)} (cash pickups, and deliveries when their rider settled)`,
    )
  if (f.late === 'true') parts.push('Late now (the board’s rule)')
  if (f.late === 'false') parts.push('Not late now')
  if (f.walletPaid === 'true') parts.push('A wallet paid some of it')
  return (
    <Callout className="order-selection" intent="primary" compact>
      <span data-testid="order-selection">{parts.join(' · ')}</span>{' '}
      <Link to="/order">Show the list by days</Link>
    </Callout>
  )
}

/**
 * The totals of every order the list's filters match, not only the page:
 * "122 orders · net $2,532.80" (the same answer as the rows: one request).
 */
export function OrderTotalsFooter({ list }: { list: ListController<typeof orderList> }) {
  const { data } = useApi(orderRoutes.listOrders, {
    query: listQuery(list.state),
    keepPreviousData: false,
  })
  const totals = data?.totals
  if (!totals) return null
  const plural = totals.count === 1 ? 'order' : 'orders'
  // How the net was paid, each part that is not zero: they add up to it.
  const paid = (
    [
      ['cash due', totals.cashDue],
      ['by card', totals.card],
      ['from wallets', totals.wallet],
    ] as const
  )
    .filter(([, amount]) => amount !== '0.00')
    .map(([label, amount]) => ` · ${label} ${formatUsd(amount)}`)
    .join('')
  return (
    <p className="order-totals" data-testid="order-totals" aria-live="polite">
      {formatCount(totals.count)} {plural} · net {formatUsd(totals.net)}
      {paid}
    </p>
  )
}
