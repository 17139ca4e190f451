import type { Intent } from '@blueprintjs/core'
import type { OrderStatus } from 'contracts'
import { CellTag } from '../resource'
import { statusLabel } from './labels'

/**
 * How each status looks, in one place: waiting for someone (pending) in
 * amber, in the kitchen in green-blue shades, done in green, refused in red.
 * Filled tags are the statuses that ask for a move soonest.
 */
export const ORDER_STATUS_LOOKS: Record<OrderStatus, { intent: Intent; minimal: boolean }> = {
  pending: { intent: 'warning', minimal: false },
  accepted: { intent: 'primary', minimal: true },
  preparing: { intent: 'primary', minimal: false },
  ready: { intent: 'success', minimal: false },
  out_for_delivery: { intent: 'success', minimal: true },
  delivered: { intent: 'none', minimal: true },
  picked_up: { intent: 'none', minimal: true },
  rejected: { intent: 'danger', minimal: false },
  cancelled: { intent: 'danger', minimal: true },
}

/** An order's status as a coloured tag, labelled as contracts' ORDER_STATUS_LABELS (in the page's language). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const look = ORDER_STATUS_LOOKS[status]
  return (
    <CellTag intent={look.intent} minimal={look.minimal} round>
      {statusLabel(status)}
    </CellTag>
  )
}
