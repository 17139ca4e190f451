import { Card, Classes, Tag } from '@blueprintjs/core'
import { TimeIcon } from '@blueprintjs/icons'
import { FULFILMENT_LABELS, ORDER_MESSAGES, formatUsd } from 'contracts'
import type { BoardOrder } from 'contracts'
import { memo } from 'react'
import { Link } from 'react-router-dom'
import { CardMoves } from './CardMoves'
import { formatAge } from './lateness'

interface OrderCardProps {
  order: BoardOrder
  /** Whole minutes since the order was placed. */
  age: number
  /** The branch's preparation time when the order is late, else undefined. */
  lateAfter: number | undefined
  /** Shown when the board holds several branches. */
  branchName: string | undefined
  /** With branch-orders Update: the card's move buttons. */
  canUpdate: boolean
}

/** One order on the board; its number opens the order screen, the whole card is its link. */
function OrderCardView(props: OrderCardProps) {
  const { order, age, lateAfter, branchName } = props
  const items = order.itemsCount === 1 ? '1 item' : `${order.itemsCount} items`
  return (
    <Card compact className={`board-card${lateAfter !== undefined ? ' board-card-late' : ''}`}>
      <div className="board-card-top">
        <Link className="board-card-link" to={`/order/${order.id}/edit`}>
          {order.number}
        </Link>
        <span className={Classes.TEXT_MUTED} title="Since the order was placed">
          {formatAge(age)}
        </span>
      </div>
      <div>
        {FULFILMENT_LABELS[order.fulfilment]} · {order.customer.name}
      </div>
      <div className="board-card-figures">
        <span>{items}</span>
        <strong>{formatUsd(order.total)}</strong>
      </div>
      {branchName && <div className={Classes.TEXT_MUTED}>{branchName}</div>}
      {lateAfter !== undefined && (
        <Tag intent="danger" icon={<TimeIcon />} minimal multiline>
          {ORDER_MESSAGES.lateOrder(lateAfter)}
        </Tag>
      )}
      {props.canUpdate && <CardMoves order={order} />}
    </Card>
  )
}

/** Cards are drawn again only when their order, age or lateness changes. */
export const OrderCard = memo(
  OrderCardView,
  (a, b) =>
    a.order.id === b.order.id &&
    a.order.version === b.order.version &&
    a.order.status === b.order.status &&
    a.age === b.age &&
    a.lateAfter === b.lateAfter &&
    a.branchName === b.branchName &&
    a.canUpdate === b.canUpdate,
)
