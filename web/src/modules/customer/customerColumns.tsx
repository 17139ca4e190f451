import { formatPhone } from 'contracts'
import type { Customer } from 'contracts'
import { Link } from 'react-router-dom'
import { formatDateTime } from '../../lib/dates'
import { moneyColumn, yesNo, CellTag } from '../../lib/resource'
import type { Column } from '../../lib/resource'

export const fullName = (c: Pick<Customer, 'firstName' | 'lastName'>) =>
  `${c.firstName} ${c.lastName}`

/** The columns of the customer list; the name opens the customer's drawer (`hrefOf`). */
export function customerColumns(hrefOf: (id: number) => string): Column<Customer>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortField: 'lastName',
      cell: (c) => <Link to={hrefOf(c.id)}>{fullName(c)}</Link>,
      csv: [
        { header: 'First name', value: (c) => c.firstName },
        { header: 'Last name', value: (c) => c.lastName },
      ],
    },
    { id: 'phone', header: 'Phone', cell: (c) => formatPhone(c.phone), csv: (c) => c.phone },
    { id: 'email', header: 'E-mail', cell: (c) => c.email || '—', csv: (c) => c.email },
    {
      id: 'ordersCount',
      header: 'Orders',
      sortField: 'ordersCount',
      align: 'right',
      cell: (c) => c.ordersCount,
      csv: (c) => c.ordersCount,
    },
    moneyColumn('totalSpent', 'Total spent (USD)'),
    {
      id: 'lastOrderAt',
      header: 'Last order',
      sortField: 'lastOrderAt',
      cell: (c) => (c.lastOrderAt ? formatDateTime(c.lastOrderAt) : '—'),
      csv: (c) => c.lastOrderAt ?? '',
    },
    moneyColumn('walletBalance', 'Wallet (USD)'),
    {
      id: 'loyaltyPoints',
      header: 'Points',
      sortField: 'loyaltyPoints',
      align: 'right',
      cell: (c) => c.loyaltyPoints,
      csv: (c) => c.loyaltyPoints,
    },
    {
      id: 'isBlocked',
      header: 'Blocked',
      cell: (c) =>
        c.isBlocked ? (
          <CellTag intent="danger" minimal>
            Blocked
          </CellTag>
        ) : (
          <CellTag minimal>Active</CellTag>
        ),
      csv: (c) => yesNo(c.isBlocked),
    },
  ]
}
