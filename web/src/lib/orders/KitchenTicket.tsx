import { KITCHEN_NOTE_LABEL, formatPhone, moneyToCents } from 'contracts'
import type { Order } from 'contracts'
import { formatDateTime } from '../dates'
import { recordBranchLabel } from '../branches'
import { messages, say } from '../i18n'
import { formatLbp, formatRate, formatUsd } from '../i18n/money'
import { richMessage } from '../i18n/richMessage'
import { optionsOf } from './itemText'
import { fulfilmentLabel, paymentMethodLabel, paymentStatusLabel, statusLabel } from './labels'
import en from './messages.en.json'
import './ticket.css'

const m = messages(en)

/**
 * How the order is paid, as the ticket says it: the method, and for a live
 * order paid in cash and not yet paid the amount to collect (its `cashDue`:
 * what the wallet did not cover).
 */
export function ticketPayment(order: Order): { method: string; collect: string | null } {
  const method = `${paymentMethodLabel(order.paymentMethod)} · ${paymentStatusLabel(order.paymentStatus)}`
  const live = order.status !== 'rejected' && order.status !== 'cancelled'
  if (!live || order.paymentMethod !== 'cash' || order.paymentStatus !== 'pending')
    return { method, collect: null }
  return {
    method,
    collect:
      moneyToCents(order.cashDue) > 0
        ? m.collectInCash({ usd: formatUsd(order.cashDue), lbp: formatLbp(order.cashDueLbp) })
        : null,
  }
}

/** A rejected or cancelled order: the ticket says so first, with why. */
function Void({ order }: { order: Order }) {
  const why = order.status === 'rejected' ? order.rejectionNote : order.cancellationNote
  return (
    <div className="order-ticket-void">
      <strong>{m.doNotPrepare({ status: statusLabel(order.status).toUpperCase() })}</strong>
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
        address.building && m.building({ building: address.building }),
        address.floor && m.floor({ floor: address.floor }),
      ].filter(Boolean)
    : []
  return (
    <div className="order-ticket-deliver" aria-label={m.deliverTo()}>
      <strong>{m.deliverToName({ name: customer.name })}</strong>
      <div>
        <a href={`tel:${customer.phone}`} dir="ltr">
          {formatPhone(customer.phone)}
        </a>
      </div>
      {place.length > 0 && <div>{place.join(m.separator())}</div>}
      {address?.notes && <div>{m.directions({ notes: address.notes })}</div>}
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
    <section className="order-ticket" aria-label={m.kitchenTicket()}>
      {voided && <Void order={order} />}
      <h1 dir="ltr">{order.number}</h1>
      <p>
        {formatDateTime(order.createdAt)}
        <br />
        <strong className="order-ticket-fulfilment">
          {fulfilmentLabel(order.fulfilment)}
        </strong> · {recordBranchLabel(order)}
        <br />
        {m.statusLine({ status: statusLabel(order.status) })}
        {order.fulfilment === 'delivery' && order.rider && (
          <>
            <br />
            {richMessage(m.riderLine, {
              name: order.rider.name,
              phone: <bdi>{formatPhone(order.rider.phone)}</bdi>,
            })}
          </>
        )}
        {order.scheduledFor && (
          <>
            <br />
            {m.scheduledFor({ time: formatDateTime(order.scheduledFor) })}
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
            {item.notes && <div>{m.itemNote({ notes: item.notes })}</div>}
          </li>
        ))}
      </ul>
      {order.customerNote && (
        <p className="order-ticket-note">
          {say(KITCHEN_NOTE_LABEL)}: {order.customerNote}
        </p>
      )}
      <dl>
        <dt>{m.subtotal()}</dt>
        <dd>{formatUsd(order.subtotal)}</dd>
        <dt>{m.delivery()}</dt>
        <dd>{formatUsd(order.deliveryCharge)}</dd>
        {order.discount !== '0.00' && (
          <>
            <dt>{m.discount()}</dt>
            <dd>
              <bdi>−{formatUsd(order.discount)}</bdi>
            </dd>
          </>
        )}
        <dt>{m.total()}</dt>
        <dd>{formatUsd(order.total)}</dd>
        <dt>{m.totalInPounds()}</dt>
        <dd>
          {m.poundsAtRate({ lbp: formatLbp(order.totalLbp), rate: formatRate(order.lbpPerUsd) })}
        </dd>
        <dt>{m.vatIncluded()}</dt>
        <dd>
          {formatUsd(order.vatAmount)} · {formatLbp(order.vatAmountLbp)}
        </dd>
        {moneyToCents(order.walletAmountUsed) > 0 && (
          <>
            <dt>{m.paidFromWallet()}</dt>
            <dd>{formatUsd(order.walletAmountUsed)}</dd>
          </>
        )}
        <dt>{m.payment()}</dt>
        <dd>{payment.method}</dd>
      </dl>
      {payment.collect && <p className="order-ticket-collect">{payment.collect}</p>}
    </section>
  )
}
