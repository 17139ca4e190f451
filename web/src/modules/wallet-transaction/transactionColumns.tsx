import { WALLET_TRANSACTION_TYPE_LABELS, walletTenderText } from 'contracts'
import type { WalletTransaction } from 'contracts'
import { Link } from 'react-router-dom'
import { formatDateTime } from '../../lib/dates'
import type { Column } from '../../lib/resource'
import { isMoneyIn, m, signedAmount } from './transactionList'
import { say } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'
import { CellTag } from '../../lib/resource'

/** The history's columns; the order links to its screen for those who may open orders. */
export const transactionColumns = (
  orderLink: (orderId: number) => string | undefined,
): Column<WalletTransaction>[] => [
  {
    id: 'createdAt',
    header: m.time(),
    sortField: 'createdAt',
    cell: (t) => formatDateTime(t.createdAt),
    csv: (t) => t.createdAt,
  },
  { id: 'customer', header: m.customer(), cell: (t) => t.customerName, csv: (t) => t.customerName },
  {
    id: 'type',
    header: m.type(),
    cell: (t) => (
      <CellTag minimal intent={isMoneyIn(t) ? 'success' : 'warning'}>
        {say(WALLET_TRANSACTION_TYPE_LABELS[t.type])}
      </CellTag>
    ),
    csv: (t) => say(WALLET_TRANSACTION_TYPE_LABELS[t.type]),
  },
  {
    id: 'amount',
    header: m.amountUsd(),
    sortField: 'amount',
    align: 'right',
    cell: (t) => `${isMoneyIn(t) ? '+' : '−'}${formatUsd(t.amount)}`,
    csv: (t) => signedAmount(t),
  },
  {
    // How a recharge was paid; pounds with what was received and the rate they were valued at.
    id: 'tender',
    header: m.paidWith(),
    cell: (t) => say(walletTenderText(t)) || '—',
    csv: (t) => say(walletTenderText(t)),
  },
  {
    id: 'balanceAfter',
    header: m.balanceAfterUsd(),
    align: 'right',
    cell: (t) => formatUsd(t.balanceAfter),
    csv: (t) => t.balanceAfter,
  },
  { id: 'reason', header: m.reason(), cell: (t) => t.reason, csv: (t) => t.reason },
  {
    id: 'order',
    header: m.order(),
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
    header: m.by(),
    cell: (t) => t.employeeName ?? m.order(),
    csv: (t) => t.employeeName ?? '',
  },
]
