import { Card, Classes, H4, HTMLTable } from '@blueprintjs/core'
import { centsToMoney, moneyToCents } from 'contracts'
import type { Order } from 'contracts'
import { optionsOf, paidFromWallet, ticketPayment } from '../../lib/orders'
import { formatNumber, messages } from '../../lib/i18n'
import { formatLbp, formatRate, formatUsd } from '../../lib/i18n/money'
import en from './messages.en.json'

const m = messages(en)

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
      <H4>{m.items()}</H4>
      <HTMLTable compact className={Classes.FILL}>
        <thead>
          <tr>
            <th style={{ textAlign: 'end' }}>{m.qty()}</th>
            <th>{m.item()}</th>
            <th style={{ textAlign: 'end' }}>{m.unitPrice()}</th>
            <th style={{ textAlign: 'end' }}>{m.lineTotal()}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i}>
              <td style={{ textAlign: 'end' }}>{item.quantity}</td>
              <td>
                {item.name}
                {item.options.length > 0 && (
                  <div className={Classes.TEXT_MUTED}>{optionsOf(item)}</div>
                )}
                {item.notes && (
                  <div className={Classes.TEXT_MUTED}>{m.note({ notes: item.notes })}</div>
                )}
              </td>
              <td style={{ textAlign: 'end' }}>{formatUsd(unitPriceWithOptions(item))}</td>
              <td style={{ textAlign: 'end' }}>{formatUsd(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <OrderTotals order={order} />
    </Card>
  )
}

/**
 * Subtotal to total, then what the wallet paid and the points; for a live cash
 * order not yet paid, what to collect (its cash due, in dollars or pounds), as
 * the ticket says it.
 */
export function OrderTotals({ order }: { order: Order }) {
  const total = m.total()
  const { collect } = ticketPayment(order)
  const lines: [string, string][] = [
    [m.subtotal(), formatUsd(order.subtotal)],
    [m.deliveryCharge(), formatUsd(order.deliveryCharge)],
  ]
  if (order.discount !== '0.00') {
    const label = order.couponCode ? m.discountCoupon({ code: order.couponCode }) : m.discount()
    lines.push([label, `−${formatUsd(order.discount)}`])
  }
  lines.push([total, formatUsd(order.total)])
  lines.push([
    m.totalInPounds(),
    m.poundsAtRate({ lbp: formatLbp(order.totalLbp), rate: formatRate(order.lbpPerUsd) }),
  ])
  lines.push([m.vatIncluded(), `${formatUsd(order.vatAmount)} · ${formatLbp(order.vatAmountLbp)}`])
  if (order.walletAmountUsed !== '0.00')
    lines.push([paidFromWallet(), formatUsd(order.walletAmountUsed)])
  if (order.pointsRedeemed > 0) lines.push([m.pointsRedeemed(), formatNumber(order.pointsRedeemed)])
  if (order.pointsEarned > 0) lines.push([m.pointsEarned(), formatNumber(order.pointsEarned)])
  return (
    <>
      <dl className="order-totals" aria-label={m.totals()}>
        {lines.map(([label, value]) => (
          <div key={label} className={label === total ? 'order-total' : undefined}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {collect && (
        <p>
          <strong>{collect}</strong>
        </p>
      )}
    </>
  )
}
