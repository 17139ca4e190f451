import { Card, Classes, H4 } from '@blueprintjs/core'
import type { Order } from 'contracts'
import { formatDateTime } from '../../lib/dates'
import { OrderStatusTag } from '../../lib/orders'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** Every status change, oldest first: when, by whom (or the app), and its note. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <Card compact>
      <H4>{m.statusHistory()}</H4>
      <ol className="order-timeline" aria-label={m.statusHistory()}>
        {order.statusHistory.map((change, i) => (
          <li key={i}>
            <OrderStatusTag status={change.status} />{' '}
            <time dateTime={change.at}>{formatDateTime(change.at)}</time>
            <span className={Classes.TEXT_MUTED}>
              {' '}
              ·{' '}
              {change.employeeName ?? (change.status === 'pending' ? m.customerApp() : m.system())}
            </span>
            {change.note && <p>{change.note}</p>}
          </li>
        ))}
      </ol>
    </Card>
  )
}
