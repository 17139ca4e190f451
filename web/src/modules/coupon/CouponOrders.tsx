import { Classes, HTMLTable, H4 } from '@blueprintjs/core'
import { COUPON_ORDER_ROWS_PERMISSION, couponRoutes, permits } from 'contracts'
import type { CouponOrder } from 'contracts'
import { Link } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { recordBranchLabel } from '../../lib/branches'
import { formatDateTime } from '../../lib/dates'
import { useOrderLink } from '../../lib/orders'
import { errorMessage } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { m } from './labels'
import { formatUsd } from '../../lib/i18n/money'

const linked = (to: string | undefined, text: string) => (to ? <Link to={to}>{text}</Link> : text)

/**
 * The latest orders that used the code, each opening its order where the role
 * may; an employee who may not view orders sees only what they add up to.
 */
export function CouponOrders({ couponId, usedCount }: { couponId: number; usedCount: number }) {
  const { data, error } = useApi(couponRoutes.listCouponOrders, { params: { id: couponId } })
  const { entries } = usePermissions()
  const withRows = permits(entries, COUPON_ORDER_ROWS_PERMISSION)
  const title = m.ordersTitle({ count: usedCount })
  if (error) {
    return (
      <section aria-label={m.ordersRegion()}>
        <H4>{title}</H4>
        <p className={Classes.TEXT_MUTED}>{errorMessage(error)}</p>
      </section>
    )
  }
  if (data ? 'Sums' in data : !withRows) {
    const sums = data && 'Sums' in data ? data.Sums : undefined
    return (
      <section aria-label={m.ordersRegion()} className="coupon-orders">
        <H4>{title}</H4>
        <HTMLTable compact className={sums ? undefined : Classes.SKELETON}>
          <tbody>
            <tr>
              <th scope="row">{m.discountsGiven()}</th>
              <td className="coupon-amount">{sums ? formatUsd(sums.discount) : '—'}</td>
            </tr>
            <tr>
              <th scope="row">{m.orderTotals()}</th>
              <td className="coupon-amount">{sums ? formatUsd(sums.total) : '—'}</td>
            </tr>
          </tbody>
        </HTMLTable>
      </section>
    )
  }
  const rows = data && 'Data' in data ? data : undefined
  return <CouponOrderRows title={title} orders={rows?.Data} totalCount={rows?.TotalCount} />
}

/** The latest orders one by one, for an employee who may view orders. */
function CouponOrderRows({
  title,
  orders,
  totalCount,
}: {
  title: string
  orders: CouponOrder[] | undefined
  totalCount: number | undefined
}) {
  const orderLink = useOrderLink()
  return (
    <section aria-label={m.ordersRegion()} className="coupon-orders">
      <H4>{title}</H4>
      {orders && orders.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{m.noOrderYet()}</p>
      ) : (
        <HTMLTable compact striped className={orders ? undefined : Classes.SKELETON}>
          <thead>
            <tr>
              <th>{m.order()}</th>
              <th>{m.placed()}</th>
              <th>{m.customer()}</th>
              <th>{m.branch()}</th>
              <th className="coupon-amount">{m.discount()}</th>
              <th className="coupon-amount">{m.total()}</th>
            </tr>
          </thead>
          <tbody>
            {(orders ?? []).map((o) => (
              <tr key={o.id}>
                <td>{linked(orderLink(o.id), o.number)}</td>
                <td>{formatDateTime(o.createdAt)}</td>
                <td>{o.customerName}</td>
                <td>{recordBranchLabel(o)}</td>
                <td className="coupon-amount">{formatUsd(o.discount)}</td>
                <td className="coupon-amount">{formatUsd(o.total)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {orders && totalCount !== undefined && totalCount > orders.length && (
        <p className={Classes.TEXT_MUTED}>{m.latestShown({ count: orders.length })}</p>
      )}
    </section>
  )
}
