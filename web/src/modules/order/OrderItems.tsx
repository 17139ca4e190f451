import { Card, Classes, H4, HTMLTable } from '@blueprintjs/core'
import { centsToMoney, formatLbp, formatRate, formatUsd, moneyToCents } from 'contracts'
import type { Order } from 'contracts'
import { PAID_FROM_WALLET, optionsOf } from '../../lib/orders'

type Item = Order['items'][number]

/** What one of the line costs, its options included: the line total is it × the quantity. */
export const unitPriceWithOptions = (item: Item) =>
  centsToMoney(
    item.options.reduce(
      (cents, o) => cents + moneyToCents(o.priceDelta),
      moneyToCents(item.unitPrice),
    ),
  )

/** The lines of the order (each unit price with its options, listed under it), then its totals. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <Card compact>
      <H4>Items</H4>
      <HTMLTable compact className={Classes.FILL}>
        <thead>
          <tr>
            <th style={{ textAlign: 'right' }}>Qty</th>
            <th>Item</th>
            <th style={{ textAlign: 'right' }}>Unit price</th>
            <th style={{ textAlign: 'right' }}>Line total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i}>
              <td style={{ textAlign: 'right' }}>{item.quantity}</td>
              <td>
                {item.name}
                {item.options.length > 0 && (
                  <div className={Classes.TEXT_MUTED}>{optionsOf(item)}</div>
                )}
                {item.notes && <div className={Classes.TEXT_MUTED}>Note: {item.notes}</div>}
              </td>
              <td style={{ textAlign: 'right' }}>{formatUsd(unitPriceWithOptions(item))}</td>
              <td style={{ textAlign: 'right' }}>{formatUsd(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <OrderTotals order={order} />
    </Card>
  )
}

/** The line that says what the wallet paid, on the order screen and the ticket: Total less it is the cash. */
/** Subtotal to total, then what the wallet paid and the points. */
export function OrderTotals({ order }: { order: Order }) {
  const lines: [string, string][] = [
    ['Subtotal', formatUsd(order.subtotal)],
    ['Delivery charge', formatUsd(order.deliveryCharge)],
  ]
  if (order.discount !== '0.00') {
    const coupon = order.couponCode ? ` (coupon ${order.couponCode})` : ''
    lines.push([`Discount${coupon}`, `−${formatUsd(order.discount)}`])
  }
  lines.push(['Total', formatUsd(order.total)])
  lines.push(['Total in pounds', `${formatLbp(order.totalLbp)} at ${formatRate(order.lbpPerUsd)}`])
  lines.push(['VAT included', `${formatUsd(order.vatAmount)} · ${formatLbp(order.vatAmountLbp)}`])
  if (order.walletAmountUsed !== '0.00')
    lines.push([PAID_FROM_WALLET, formatUsd(order.walletAmountUsed)])
  if (order.pointsRedeemed > 0) lines.push(['Points redeemed', String(order.pointsRedeemed)])
  if (order.pointsEarned > 0) lines.push(['Points earned', String(order.pointsEarned)])
  return (
    <dl className="order-totals" aria-label="Totals">
      {lines.map(([label, value]) => (
        <div key={label} className={label === 'Total' ? 'order-total' : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
