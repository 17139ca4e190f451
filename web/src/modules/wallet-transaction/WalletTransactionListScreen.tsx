import { walletRoutes } from 'contracts'
import { useApi } from '../../lib/api'
import { LedgerListPage, csvColumnsOf, useEmployeeFilter, useLedgerList } from '../../lib/resource'
import { useOrderLink } from '../../lib/orders'
import { listQuery } from '../../lib/resource/list/listState'
import { usePermissions } from '../../lib/session'
import { walletCustomers } from '../../lib/wallets'
import { transactionColumns } from './transactionColumns'
import { TYPE_CHOICES, m, transactionList } from './transactionList'
import { TransactionTotals } from './TransactionTotals'
import { totalsFooter } from './transactionTotals'
import './transactions.css'

/**
 * Every wallet movement, newest first: filters by type, customer, employee and
 * day range, the totals of everything they match, and a CSV that ends with the same totals.
 * Filtered to one customer it is their wallet's screen (the wallets list opens it),
 * with the wallet's History beside its transactions: who recharged or deducted what.
 */
export default function WalletTransactionListScreen() {
  const list = useLedgerList(transactionList, { field: 'createdAt', direction: 'desc' })
  const { can } = usePermissions()
  const employee = useEmployeeFilter()
  const columns = transactionColumns(useOrderLink())
  const csvColumns = csvColumnsOf(columns)
  const amountAt = csvColumns.findIndex((c) => c.header === m.amountUsd())
  // The same request as the table's page: SWR answers both from one call.
  const { data } = useApi(walletRoutes.listWalletTransactions, { query: listQuery(list.state) })
  const customerId = list.state.filters.customerId
  return (
    <LedgerListPage
      title={m.title()}
      list={list}
      columns={columns}
      plural={m.plural()}
      searchPlaceholder={m.search()}
      csv={{
        filename: 'wallet-transactions',
        footer: (rows) => totalsFooter(rows, csvColumns.length, amountAt),
      }}
      filters={[
        { key: 'type', label: m.type(), choices: TYPE_CHOICES },
        can('wallets', 'View') && {
          key: 'customerId',
          label: m.customer(),
          reference: walletCustomers,
        },
        employee,
      ]}
      record={{ module: 'wallets', id: customerId ? Number(customerId) : undefined }}
    >
      <TransactionTotals totals={data?.Totals} />
    </LedgerListPage>
  )
}
