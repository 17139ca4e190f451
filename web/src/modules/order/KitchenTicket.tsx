import { FULFILMENT_LABELS, formatUsd } from 'contracts'
import type { Order } from 'contracts'
import { formatDateTime } from '../../lib/dates'
import { optionsOf } from './OrderItems'

/**
 * The ticket the kitchen works from, shown only when printing (order.css):
 * number, time, fulfilment (a delivery's copy names its rider), items with
 * options and notes, the customer's note and the totals, narrow enough for an 80 mm receipt printer.
 */
export function KitchenTicket({ order }: { order: Order }) {
  return (
    <section className="order-ticket" aria-label="Kitchen ticket">
      <h1>{order.number}</h1>
      <p>
        {formatDateTime(order.createdAt)}
        <br />
        <strong className="order-ticket-fulfilment">
          {FULFILMENT_LABELS[order.fulfilment]}
        </strong> · {order.branchName}
        {order.fulfilment === 'delivery' && order.rider && (
          <>
            <br />
            Rider: {order.rider.name} · {order.rider.phone}
          </>
        )}
        {order.scheduledFor && (
          <>
            <br />
            Scheduled for {formatDateTime(order.scheduledFor)}
          </>
        )}
      </p>
      <ul>
        {order.items.map((item, i) => (
          <li key={i}>
            <strong>
              {item.quantity} × {item.name}
            </strong>
            {item.options.length > 0 && <div>{optionsOf(item)}</div>}
            {item.notes && <div>Note: {item.notes}</div>}
          </li>
        ))}
      </ul>
      {order.customerNote && (
        <p className="order-ticket-note">Customer note: {order.customerNote}</p>
      )}
      <dl>
        <dt>Subtotal</dt>
        <dd>{formatUsd(order.subtotal)}</dd>
        <dt>Delivery</dt>
        <dd>{formatUsd(order.deliveryCharge)}</dd>
        {order.discount !== '0.00' && (
          <>
            <dt>Discount</dt>
            <dd>−{formatUsd(order.discount)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>{formatUsd(order.total)}</dd>
      </dl>
    </section>
  )
}
