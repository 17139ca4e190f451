import { Classes, HTMLTable, H4 } from '@blueprintjs/core'
import { couponRoutes, formatUsd } from 'contracts'
import { Link } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { useOrderLink } from '../../lib/orders'
import { errorMessage } from '../../lib/resource'

const linked = (to: string | undefined, text: string) => (to ? <Link to={to}>{text}</Link> : text)

/** The latest orders that used the code, each opening its order where the role may. */
export function CouponOrders({ couponId, usedCount }: { couponId: number; usedCount: number }) {
  const { data, error } = useApi(couponRoutes.listCouponOrders, { params: { id: couponId } })
  const orderLink = useOrderLink()
  const title = `Orders that used it (${usedCount.toLocaleString('en-US')})`
  if (error) {
    return (
      <section aria-label="Orders that used the coupon">
        <H4>{title}</H4>
        <p className={Classes.TEXT_MUTED}>{errorMessage(error)}</p>
      </section>
    )
  }
  const orders = data?.Data
  return (
    <section aria-label="Orders that used the coupon" className="coupon-orders">
      <H4>{title}</H4>
      {orders && orders.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>No order has used this code yet.</p>
      ) : (
        <HTMLTable compact striped className={orders ? undefined : Classes.SKELETON}>
          <thead>
            <tr>
              <th>Order</th>
              <th>Placed</th>
              <th>Customer</th>
              <th>Branch</th>
              <th className="coupon-amount">Discount</th>
              <th className="coupon-amount">Total</th>
            </tr>
          </thead>
          <tbody>
            {(orders ?? []).map((o) => (
              <tr key={o.id}>
                <td>{linked(orderLink(o.id), o.number)}</td>
                <td>{formatDateTime(o.createdAt)}</td>
                <td>{o.customerName}</td>
                <td>{o.branchName}</td>
                <td className="coupon-amount">{formatUsd(o.discount)}</td>
                <td className="coupon-amount">{formatUsd(o.total)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {data && data.TotalCount > data.Data.length && (
        <p className={Classes.TEXT_MUTED}>The latest {data.Data.length} are shown.</p>
      )}
    </section>
  )
}
