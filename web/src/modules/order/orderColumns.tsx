import { Classes } from '@blueprintjs/core'
import { formatPhone } from 'contracts'
import type { OrderSummary } from 'contracts'
import { Link } from 'react-router-dom'
import { recordBranchLabel } from '../../lib/branches'
import { formatDateTime } from '../../lib/dates'
import { messages } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'
import {
  OrderStatusTag,
  fulfilmentLabel,
  paymentMethodLabel,
  paymentStatusLabel,
  statusLabel,
} from '../../lib/orders'
import { useListReturnState } from '../../lib/resource'
import type { Column } from '../../lib/resource'
import en from './messages.en.json'
import { orderPaths } from './orderList'

const m = messages(en)

/** The order's number, a link to its screen: to handle it (Update) or to read it (View). */
function OrderNumber({ order, canUpdate }: { order: OrderSummary; canUpdate: boolean }) {
  const back = useListReturnState()
  return (
    <Link to={orderScreenPath(order.id, canUpdate)} state={back} dir="ltr">
      {order.number}
    </Link>
  )
}

/** Name over phone. */
function Customer({ order }: { order: OrderSummary }) {
  return (
    <>
      {order.customer.name}
      <br />
      <bdi className={Classes.TEXT_MUTED}>{formatPhone(order.customer.phone)}</bdi>
    </>
  )
}

/** Where an order's row and number go: its edit screen for Update, its read view for View. */
export const orderScreenPath = (id: number, canUpdate: boolean) =>
  canUpdate ? orderPaths.edit(id) : orderPaths.view(id)

/**
 * The columns of the order list, and what each puts in the CSV file; on a phone
 * each order is a card of its number, time, customer, status and total.
 */
export function orderColumns(canUpdate: boolean): Column<OrderSummary>[] {
  return [
    {
      id: 'number',
      primary: true,
      header: m.number(),
      sortField: 'number',
      cell: (o) => <OrderNumber order={o} canUpdate={canUpdate} />,
      csv: (o) => o.number,
    },
    {
      id: 'createdAt',
      primary: true,
      header: m.created(),
      sortField: 'createdAt',
      cell: (o) => formatDateTime(o.createdAt),
      csv: (o) => formatDateTime(o.createdAt),
    },
    {
      id: 'customer',
      primary: true,
      header: m.customer(),
      cell: (o) => <Customer order={o} />,
      csv: [
        { header: m.customer(), value: (o) => o.customer.name },
        { header: m.phone(), value: (o) => o.customer.phone },
      ],
    },
    {
      id: 'branch',
      header: m.branch(),
      cell: (o) => recordBranchLabel(o),
      csv: (o) => recordBranchLabel(o),
    },
    {
      id: 'fulfilment',
      header: m.fulfilment(),
      cell: (o) => fulfilmentLabel(o.fulfilment),
      csv: (o) => fulfilmentLabel(o.fulfilment),
    },
    {
      id: 'status',
      primary: true,
      header: m.status(),
      cell: (o) => <OrderStatusTag status={o.status} />,
      csv: (o) => statusLabel(o.status),
    },
    {
      id: 'payment',
      header: m.payment(),
      cell: (o) => (
        <>
          {paymentMethodLabel(o.paymentMethod)}
          <br />
          <span className={Classes.TEXT_MUTED}>{paymentStatusLabel(o.paymentStatus)}</span>
        </>
      ),
      csv: [
        { header: m.paymentMethod(), value: (o) => paymentMethodLabel(o.paymentMethod) },
        { header: m.paymentStatus(), value: (o) => paymentStatusLabel(o.paymentStatus) },
      ],
    },
    {
      id: 'total',
      header: m.total(),
      primary: true,
      sortField: 'total',
      align: 'right',
      cell: (o) => formatUsd(o.total),
      csv: [{ header: m.totalUsd(), value: (o) => o.total }],
    },
  ]
}
