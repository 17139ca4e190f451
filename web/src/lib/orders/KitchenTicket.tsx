import {
  FULFILMENT_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  KITCHEN_NOTE_LABEL,
  formatLbp,
  formatPhone,
  formatRate,
  formatUsd,
  moneyToCents,
} from 'contracts'
import type { Order } from 'contracts'
import { formatDateTime } from '../dates'
import { PAID_FROM_WALLET, optionsOf } from './itemText'
import './ticket.css'

/**
 * How the order is paid, as the ticket says it: the method, and for a live
 * order paid in cash and not yet paid the amount to collect (its `cashDue`:
 * what the wallet did not cover).
 */
export function ticketPayment(order: Order): { method: string; collect: string | null } {
  const method = `${PAYMENT_METHOD_LABELS[order.paymentMethod]} · ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`
  const live = order.status !== 'rejected' && order.status !== 'cancelled'
  if (!live || order.paymentMethod !== 'cash' || order.paymentStatus !== 'pending')
    return { method, collect: null }
  return {
    method,
    collect:
      moneyToCents(order.cashDue) > 0
        ? `Collect in cash ${formatUsd(order.cashDue)} or ${formatLbp(order.cashDueLbp)}`
        : null,
  }
}

/** A rejected or cancelled order: the ticket says so first, with why. */
function Void({ order }: { order: Order }) {
  const why = order.status === 'rejected' ? order.rejectionNote : order.cancellationNote
  return (
    <div className="order-ticket-void">
      <strong>{ORDER_STATUS_LABELS[order.status].toUpperCase()}: do not prepare</strong>
      {why && <div>{why}</div>}
    </div>
  )
}

/**
 * A delivery's copy: who it goes to and how to find them, what the rider
 * delivers from (the phone a link to call on screen).
 */
function DeliverTo({ order }: { order: Order }) {
  const { customer, address } = order
  const place = address
    ? [
        address.area,
        address.street,
        address.building && `Building ${address.building}`,
        address.floor && `Floor ${address.floor}`,
      ].filter(Boolean)
    : []
  return (
    <div className="order-ticket-deliver" aria-label="Deliver to">
      <strong>Deliver to: {customer.name}</strong>
      <div>
        <a href={`tel:${customer.phone}`}>{formatPhone(customer.phone)}</a>
      </div>
      {place.length > 0 && <div>{place.join(', ')}</div>}
      {address?.notes && <div>Directions: {address.notes}</div>}
    </div>
  )
}

/**
 * The ticket the kitchen works from, shown only when printing (ticket.css):
 * number, time, fulfilment (a delivery's copy names its rider and whom to deliver
 * to, where), status, items with options and notes, the note for the kitchen, the totals and the payment (the cash to collect), narrow
 * enough for an 80 mm receipt printer. A rejected or cancelled order says so
 * at the top, in a box.
 */
export function KitchenTicket({ order }: { order: Order }) {
  const payment = ticketPayment(order)
  const voided = order.status === 'rejected' || order.status === 'cancelled'
  return (
    <section className="order-ticket" aria-label="Kitchen ticket">
      {voided && <Void order={order} />}
      <h1>{order.number}</h1>
      <p>
        {formatDateTime(order.createdAt)}
        <br />
        <strong className="order-ticket-fulfilment">
          {FULFILMENT_LABELS[order.fulfilment]}
        </strong> · {order.branchName}
        <br />
        Status: {ORDER_STATUS_LABELS[order.status]}
        {order.fulfilment === 'delivery' && order.rider && (
          <>
            <br />
            Rider: {order.rider.name} · {formatPhone(order.rider.phone)}
          </>
        )}
        {order.scheduledFor && (
          <>
            <br />
            Scheduled for {formatDateTime(order.scheduledFor)}
          </>
        )}
      </p>
      {order.fulfilment === 'delivery' && <DeliverTo order={order} />}
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
        <p className="order-ticket-note">
          {KITCHEN_NOTE_LABEL}: {order.customerNote}
        </p>
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
        <dt>Total in pounds</dt>
        <dd>
          {formatLbp(order.totalLbp)} at {formatRate(order.lbpPerUsd)}
        </dd>
        <dt>VAT included</dt>
        <dd>
          {formatUsd(order.vatAmount)} · {formatLbp(order.vatAmountLbp)}
        </dd>
        {moneyToCents(order.walletAmountUsed) > 0 && (
          <>
            <dt>{PAID_FROM_WALLET}</dt>
            <dd>{formatUsd(order.walletAmountUsed)}</dd>
          </>
        )}
        <dt>Payment</dt>
        <dd>{payment.method}</dd>
      </dl>
      {payment.collect && <p className="order-ticket-collect">{payment.collect}</p>}
    </section>
  )
}
