import { customerResource, LOYALTY_ENTRY_TYPE_LABELS } from 'contracts'
import type { LoyaltyPointEntry } from 'contracts'
import { Link } from 'react-router-dom'
import { formatDateTime } from '../../lib/dates'
import { messages, say } from '../../lib/i18n'
import { resourcePaths, CellTag } from '../../lib/resource'
import type { Column } from '../../lib/resource'
import en from './messages.en.json'

const m = messages(en)

const customerPaths = resourcePaths(customerResource)

const INTENT = {
  earned: 'success',
  redeemed: 'primary',
  expired: 'warning',
  adjusted: 'none',
} as const

/** Points with their sign: "+25", "−500". */
export const signedPoints = (points: number) =>
  points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0'

/** The columns of the points ledger; links reach the customer's drawer and the order's screen. */
export function loyaltyColumns(links: {
  customers: boolean
  /** Where an order's number links (see useOrderLink); none: the number as text. */
  orderLink: (orderId: number) => string | undefined
}): Column<LoyaltyPointEntry>[] {
  return [
    {
      id: 'createdAt',
      header: m.time(),
      sortField: 'createdAt',
      cell: (e) => formatDateTime(e.createdAt),
      csv: (e) => e.createdAt,
    },
    {
      id: 'customer',
      header: m.customer(),
      cell: (e) =>
        links.customers ? (
          <Link to={customerPaths.opened(e.customerId)}>{e.customerName}</Link>
        ) : (
          e.customerName
        ),
      csv: (e) => e.customerName,
    },
    {
      id: 'order',
      header: m.order(),
      cell: (e) =>
        e.orderId === null ? (
          '—'
        ) : links.orderLink(e.orderId) ? (
          <Link to={links.orderLink(e.orderId) as string}>{e.orderNumber}</Link>
        ) : (
          e.orderNumber
        ),
      csv: (e) => e.orderNumber ?? '',
    },
    {
      id: 'type',
      header: m.type(),
      cell: (e) => (
        <CellTag minimal intent={INTENT[e.type]}>
          {say(LOYALTY_ENTRY_TYPE_LABELS[e.type])}
        </CellTag>
      ),
      csv: (e) => say(LOYALTY_ENTRY_TYPE_LABELS[e.type]),
    },
    {
      id: 'points',
      header: m.points(),
      sortField: 'points',
      align: 'right',
      cell: (e) => signedPoints(e.points),
      csv: (e) => e.points,
    },
    {
      id: 'balanceAfter',
      header: m.balanceAfter(),
      align: 'right',
      cell: (e) => e.balanceAfter,
      csv: (e) => e.balanceAfter,
    },
    { id: 'note', header: m.note(), cell: (e) => e.note, csv: (e) => e.note },
  ]
}
