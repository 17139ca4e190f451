import type { Customer } from 'contracts'
import { Link } from 'react-router-dom'
import { formatDateTime } from '../../lib/dates'
import { Phone } from '../../lib/Phone'
import { moneyColumn, yesNo, CellTag } from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { m } from './words'

export const fullName = (c: Pick<Customer, 'firstName' | 'lastName'>) =>
  `${c.firstName} ${c.lastName}`

/** The columns of the customer list; the name opens the customer's drawer (`hrefOf`). */
export function customerColumns(hrefOf: (id: number) => string): Column<Customer>[] {
  return [
    {
      id: 'name',
      header: m.name(),
      sortField: 'lastName',
      cell: (c) => <Link to={hrefOf(c.id)}>{fullName(c)}</Link>,
      csv: [
        { header: m.firstName(), value: (c) => c.firstName },
        { header: m.lastName(), value: (c) => c.lastName },
      ],
    },
    { id: 'phone', header: m.phone(), cell: (c) => <Phone phone={c.phone} />, csv: (c) => c.phone },
    { id: 'email', header: m.email(), cell: (c) => c.email || '—', csv: (c) => c.email },
    {
      id: 'ordersCount',
      header: m.orders(),
      sortField: 'ordersCount',
      align: 'right',
      cell: (c) => c.ordersCount,
      csv: (c) => c.ordersCount,
    },
    moneyColumn('totalSpent', m.totalSpentUsd()),
    {
      id: 'lastOrderAt',
      header: m.lastOrder(),
      sortField: 'lastOrderAt',
      cell: (c) => (c.lastOrderAt ? formatDateTime(c.lastOrderAt) : '—'),
      csv: (c) => c.lastOrderAt ?? '',
    },
    moneyColumn('walletBalance', m.walletUsd()),
    {
      id: 'loyaltyPoints',
      header: m.points(),
      sortField: 'loyaltyPoints',
      align: 'right',
      cell: (c) => c.loyaltyPoints,
      csv: (c) => c.loyaltyPoints,
    },
    {
      id: 'isBlocked',
      header: m.blocked(),
      cell: (c) =>
        c.isBlocked ? (
          <CellTag intent="danger" minimal>
            {m.blocked()}
          </CellTag>
        ) : (
          <CellTag minimal>{m.active()}</CellTag>
        ),
      csv: (c) => yesNo(c.isBlocked),
    },
  ]
}
