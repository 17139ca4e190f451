import { WALLET_TRANSACTION_TYPE_LABELS, formatUsd, walletTenderText } from 'contracts'
import type { WalletTransaction } from 'contracts'
import { Link } from 'react-router-dom'
import { formatDateTime } from '../../lib/dates'
import type { Column } from '../../lib/resource'
import { isMoneyIn, signedAmount } from './transactionList'
import { CellTag } from '../../lib/resource'

/** The history's columns; the order links to its screen for those who may open orders. */
export const transactionColumns = (
  orderLink: (orderId: number) => string | undefined,
): Column<WalletTransaction>[] => [
  {
    id: 'createdAt',
    header: 'Time',
    sortField: 'createdAt',
    cell: (t) => formatDateTime(t.createdAt),
    csv: (t) => t.createdAt,
  },
  { id: 'customer', header: 'Customer', cell: (t) => t.customerName, csv: (t) => t.customerName },
  {
    id: 'type',
    header: 'Type',
    cell: (t) => (
      <CellTag minimal intent={isMoneyIn(t) ? 'success' : 'warning'}>
        {WALLET_TRANSACTION_TYPE_LABELS[t.type]}
      </CellTag>
    ),
    csv: (t) => WALLET_TRANSACTION_TYPE_LABELS[t.type],
  },
  {
    id: 'amount',
    header: 'Amount (USD)',
    sortField: 'amount',
    align: 'right',
    cell: (t) => `${isMoneyIn(t) ? '+' : '−'}${formatUsd(t.amount)}`,
    csv: (t) => signedAmount(t),
  },
  {
    // How a recharge was paid; pounds with what was received and the rate they were valued at.
    id: 'tender',
    header: 'Paid with',
    cell: (t) => walletTenderText(t) || '—',
    csv: (t) => walletTenderText(t),
  },
  {
    id: 'balanceAfter',
    header: 'Balance after (USD)',
    align: 'right',
    cell: (t) => formatUsd(t.balanceAfter),
    csv: (t) => t.balanceAfter,
  },
  { id: 'reason', header: 'Reason', cell: (t) => t.reason, csv: (t) => t.reason },
  {
    id: 'order',
    header: 'Order',
    cell: (t) =>
      t.orderId === null ? (
        '—'
      ) : orderLink(t.orderId) ? (
        <Link to={orderLink(t.orderId) as string}>{t.orderNumber}</Link>
      ) : (
        t.orderNumber
      ),
    csv: (t) => t.orderNumber ?? '',
  },
  {
    id: 'employee',
    header: 'By',
    cell: (t) => t.employeeName ?? 'Order',
    csv: (t) => t.employeeName ?? '',
  },
]
