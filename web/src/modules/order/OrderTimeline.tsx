import { Card, Classes, H4 } from '@blueprintjs/core'
import type { Order } from 'contracts'
import { formatDateTime } from '../../lib/dates'
import { OrderStatusTag } from '../../lib/orders'

/** Every status change, oldest first: when, by whom (or the app), and its note. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <Card compact>
      <H4>Status history</H4>
      <ol className="order-timeline" aria-label="Status history">
        {order.statusHistory.map((change, i) => (
          <li key={i}>
            <OrderStatusTag status={change.status} />{' '}
            <time dateTime={change.at}>{formatDateTime(change.at)}</time>
            <span className={Classes.TEXT_MUTED}>
              {' '}
              · {change.employeeName ?? (change.status === 'pending' ? 'Customer app' : 'System')}
            </span>
            {change.note && <p>{change.note}</p>}
          </li>
        ))}
      </ol>
    </Card>
  )
}
