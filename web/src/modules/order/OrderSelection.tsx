import { Callout } from '@blueprintjs/core'
import { orderRoutes } from 'contracts'
import { Link } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatSpan } from '../../lib/dates'
import { listQuery } from '../../lib/resource'
import type { ListController } from '../../lib/resource'
import type { orderList } from './orderList'
import { formatNumber, messages } from '../../lib/i18n'
import { formatLbp, formatUsd } from '../../lib/i18n/money'
import en from './messages.en.json'

const m = messages(en)

/**
 * What a figure's link selected, in words: the instants on the business's
 * clock, and the settlement, close or rider's cash behind it; and the way
 * back to the list by days.
 */
export function OrderSelection({ list }: { list: ListController<typeof orderList> }) {
  const f = list.state.filters as Record<string, string | undefined>
  const parts: string[] = []
  if (f.completedFrom || f.completedTo)
    parts.push(m.completed({ span: formatSpan(f.completedFrom, f.completedTo) }))
  if (f.from || f.to) parts.push(m.placed({ span: formatSpan(f.from, f.to) }))
  if (f.settlementId) parts.push(m.settlement({ id: f.settlementId }))
  if (f.closeId) parts.push(m.shiftClose({ id: f.closeId }))
  if (f.heldBy) parts.push(m.heldBy())
  if (f.openAt)
    parts.push(m.openAt({ time: formatSpan(f.openAt, undefined).replace(/^from /, '') }))
  if (f.cashFrom || f.cashTo) parts.push(m.cashIn({ span: formatSpan(f.cashFrom, f.cashTo) }))
  if (f.late === 'true') parts.push(m.lateNow())
  if (f.late === 'false') parts.push(m.notLateNow())
  if (f.walletPaid === 'true') parts.push(m.walletPaid())
  if (f.riderId === 'none') parts.push(m.noRider())
  if (f.couponId === 'none') parts.push(m.noCoupon())
  if (f.productId) parts.push(m.holdingProduct())
  if (f.categoryId)
    parts.push(f.categoryId === 'none' ? m.holdingNoCategory() : m.holdingCategory())
  return (
    <Callout className="order-selection" intent="primary" compact>
      <span data-testid="order-selection">{parts.join(' · ')}</span>{' '}
      <Link to="/order">{m.byDays()}</Link>
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
  // How the net was paid, each part that is not zero: they add up to it.
  const paid = (
    [
      [m.cashDuePart(), totals.cashDue],
      [m.byCard(), totals.card],
      [m.fromWallets(), totals.wallet],
    ] as const
  )
    .filter(([, amount]) => amount !== '0.00')
    .map(([label, amount]) => ` · ${label} ${formatUsd(amount)}`)
    .join('')
  // The cash the completed orders brought in, each currency apart: what a rider's cash held,
  // a sales row's cash cells and a close count, so each adds up here whatever the rate.
  const taken =
    totals.cashTakenUsd !== '0.00' || totals.cashTakenLbp !== 0
      ? ` · ${m.cashTaken({ usd: formatUsd(totals.cashTakenUsd), lbp: formatLbp(totals.cashTakenLbp) })}`
      : ''
  // Under a product or category: its lines' share of the orders, as its sales row counts it.
  const l = totals.lines
  const lines = l
    ? ` · ${m.lines({
        sold: formatNumber(l.quantity),
        gross: formatUsd(l.gross),
        discounts: formatUsd(l.discounts),
        deliveryCharges: formatUsd(l.deliveryCharges),
        net: formatUsd(l.net),
        vat: formatUsd(l.vat),
        vatLbp: formatLbp(l.vatLbp),
      })}${
        l.cashUsd !== '0.00' || l.cashLbp !== 0
          ? ` · ${m.linesCash({ usd: formatUsd(l.cashUsd), lbp: formatLbp(l.cashLbp) })}`
          : ''
      }`
    : ''
  return (
    <p className="order-totals" data-testid="order-totals" aria-live="polite">
      {m.footer({
        shown: formatNumber(totals.count),
        count: totals.count,
        net: formatUsd(totals.net),
      })}
      {paid}
      {taken}
      {lines}
    </p>
  )
}
