import { Button, Card, Classes, Tag } from '@blueprintjs/core'
import { PrintIcon, TimeIcon } from '@blueprintjs/icons'
import { ORDER_MESSAGES, formatPhone, recordRoute } from 'contracts'
import type { BoardOrder, Lateness, OrderStatus } from 'contracts'
import { memo } from 'react'
import { isUnacknowledged } from './boardColumns'
import { CardMoves } from './CardMoves'
import type { CardMove } from './CardMoves'
import { formatAge, fulfilmentLabel, useOrderLink } from '../../lib/orders'
import { RiderContact } from '../../lib/rider'
import { messages, say } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'
import { richMessage } from '../../lib/i18n/richMessage'
import en from './messages.en.json'

const m = messages(en)

interface OrderCardProps {
  order: BoardOrder
  /** Whole minutes since the order was placed. */
  age: number
  /** Why the order is late (its preparation, or its time on the road), else undefined. */
  late: Lateness | undefined
  /** Shown when the board holds several branches. */
  branchName: string | undefined
  /** With branch-orders Update: starts a move of the order (stable: cards are memoised). */
  ask: ((order: BoardOrder, to: OrderStatus) => void) | undefined
  /** Prints the order's kitchen ticket (stable). */
  print: (orderId: number) => void
  /** The move of this order running or waiting, if any. */
  move: CardMove | undefined
  /** Chosen for the board's keys (the next move, the arrows). */
  selected: boolean
  /** Minutes since an acknowledgement when the order went late after it, else undefined. */
  escalatedAfter: number | undefined
}

/**
 * The order screen of a card: handled with order Update, read with View (the board follows
 * these links in the app: BoardColumns).
 */
export const orderScreen = (order: Pick<BoardOrder, 'id'>, orderLink: OrderLink) =>
  orderLink(order.id) ?? recordRoute('order', order.id, 'view')
type OrderLink = ReturnType<typeof useOrderLink>

/** One order on the board; its number opens the order screen, and the whole card is that link. */
function OrderCardView({
  order,
  age,
  late,
  branchName,
  ask,
  print,
  move,
  selected,
  escalatedAfter,
}: OrderCardProps) {
  const items = m.items({ count: order.itemsCount })
  const unacknowledged = isUnacknowledged(order)
  const className = [
    'board-card',
    late !== undefined || escalatedAfter !== undefined ? 'board-card-late' : '',
    unacknowledged ? 'board-card-new' : '',
    selected ? 'board-card-selected' : '',
  ]
    .filter(Boolean)
    .join(' ')
  const orderLink = useOrderLink()
  return (
    <Card compact className={className} data-order-id={order.id}>
      {unacknowledged && (
        <Tag intent="warning" className="board-card-new-tag">
          {m.newTag()}
        </Tag>
      )}
      <div className="board-card-top">
        <a className="board-card-link" href={orderScreen(order, orderLink)} dir="ltr">
          {order.number}
        </a>
        <span className="board-card-top-end">
          <span className={Classes.TEXT_MUTED} title={m.sincePlaced()}>
            {formatAge(age)}
          </span>
          <Button
            size="small"
            variant="minimal"
            icon={<PrintIcon />}
            aria-label={m.printTicketOf({ number: order.number })}
            title={m.printTitle()}
            className="board-card-print"
            onClick={() => print(order.id)}
          />
        </span>
      </div>
      <div>
        {fulfilmentLabel(order.fulfilment)} · {order.customer.name}
      </div>
      <div className="board-card-figures">
        <span>{items}</span>
        <strong>{formatUsd(order.total)}</strong>
      </div>
      {branchName && <div className={Classes.TEXT_MUTED}>{branchName}</div>}
      {order.status === 'out_for_delivery' && order.rider && (
        <div className="board-card-rider">
          <RiderContact rider={order.rider} label={m.with()} />
        </div>
      )}
      {escalatedAfter !== undefined && (
        <Tag intent="danger" icon={<TimeIcon />} multiline>
          {say(ORDER_MESSAGES.acknowledgedLate(escalatedAfter))}
        </Tag>
      )}
      {late !== undefined && (
        <Tag intent="danger" icon={<TimeIcon />} minimal multiline className="board-card-late-tag">
          {late.why === 'preparation' ? (
            say(ORDER_MESSAGES.lateOrder(late.minutes))
          ) : (
            <LateOnRoad minutes={late.minutes} rider={late.rider} />
          )}
        </Tag>
      )}
      {ask && <CardMoves order={order} move={move} ask={ask} />}
    </Card>
  )
}

/** "On the road 56 min: call Hussein Bizri", the rider's name calling their phone. */
function LateOnRoad({ minutes, rider }: Omit<Extract<Lateness, { why: 'road' }>, 'why'>) {
  if (!rider) return m.onRoad({ minutes })
  return richMessage(m.onRoadCall, {
    minutes,
    rider: (
      <a className="board-call" href={`tel:${rider.phone}`} title={formatPhone(rider.phone)}>
        {rider.name}
      </a>
    ),
  })
}

/** Cards are drawn again only when their order, age, lateness, move or selection changes. */
export const OrderCard = memo(
  OrderCardView,
  (a, b) =>
    a.order.id === b.order.id &&
    a.order.version === b.order.version &&
    a.order.status === b.order.status &&
    a.order.acknowledgedAt === b.order.acknowledgedAt &&
    a.order.rider?.id === b.order.rider?.id &&
    a.escalatedAfter === b.escalatedAfter &&
    a.age === b.age &&
    a.late?.why === b.late?.why &&
    a.late?.minutes === b.late?.minutes &&
    a.branchName === b.branchName &&
    a.ask === b.ask &&
    a.print === b.print &&
    a.move?.to === b.move?.to &&
    a.move?.waiting === b.move?.waiting &&
    a.selected === b.selected,
)
