import { Classes } from '@blueprintjs/core'
import {
  FULFILMENT_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  formatUsd,
  formatPhone,
} from 'contracts'
import type { OrderSummary } from 'contracts'
import { Link } from 'react-router-dom'
import { formatDateTime } from '../../lib/dates'
import { OrderStatusTag } from '../../lib/orders'
import { useListReturnState } from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { orderPaths } from './orderList'

/** The order's number, a link to its screen: to handle it (Update) or to read it (View). */
function OrderNumber({ order, canUpdate }: { order: OrderSummary; canUpdate: boolean }) {
  const back = useListReturnState()
  return (
    <Link to={orderScreenPath(order.id, canUpdate)} state={back}>
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
      <span className={Classes.TEXT_MUTED}>{formatPhone(order.customer.phone)}</span>
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
      header: 'Number',
      sortField: 'number',
      cell: (o) => <OrderNumber order={o} canUpdate={canUpdate} />,
      csv: (o) => o.number,
    },
    {
      id: 'createdAt',
      primary: true,
      header: 'Created',
      sortField: 'createdAt',
      cell: (o) => formatDateTime(o.createdAt),
      csv: (o) => formatDateTime(o.createdAt),
    },
    {
      id: 'customer',
      primary: true,
      header: 'Customer',
      cell: (o) => <Customer order={o} />,
      csv: [
        { header: 'Customer', value: (o) => o.customer.name },
        { header: 'Phone', value: (o) => o.customer.phone },
      ],
    },
    { id: 'branch', header: 'Branch', cell: (o) => o.branchName, csv: (o) => o.branchName },
    {
      id: 'fulfilment',
      header: 'Fulfilment',
      cell: (o) => FULFILMENT_LABELS[o.fulfilment],
      csv: (o) => FULFILMENT_LABELS[o.fulfilment],
    },
    {
      id: 'status',
      primary: true,
      header: 'Status',
      cell: (o) => <OrderStatusTag status={o.status} />,
      csv: (o) => ORDER_STATUS_LABELS[o.status],
    },
    {
      id: 'payment',
      header: 'Payment',
      cell: (o) => (
        <>
          {PAYMENT_METHOD_LABELS[o.paymentMethod]}
          <br />
          <span className={Classes.TEXT_MUTED}>{PAYMENT_STATUS_LABELS[o.paymentStatus]}</span>
        </>
      ),
      csv: [
        { header: 'Payment method', value: (o) => PAYMENT_METHOD_LABELS[o.paymentMethod] },
        { header: 'Payment status', value: (o) => PAYMENT_STATUS_LABELS[o.paymentStatus] },
      ],
    },
    {
      id: 'total',
      header: 'Total',
      primary: true,
      sortField: 'total',
      align: 'right',
      cell: (o) => formatUsd(o.total),
      csv: [{ header: 'Total (USD)', value: (o) => o.total }],
    },
  ]
}
