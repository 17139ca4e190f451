import { walletRoutes } from 'contracts'
import { useApi } from '../../lib/api'
import {
  ChoiceFilter,
  DateRangeFilter,
  ReferenceFilter,
  ResourceListPage,
  ResourceTable,
  csvColumnsOf,
  employeeChoices,
  useListController,
} from '../../lib/resource'
import { useOrderLink } from '../../lib/orders'
import { listQuery } from '../../lib/resource/list/listState'
import { usePermissions } from '../../lib/session'
import { walletCustomers } from '../../lib/wallets'
import { transactionColumns } from './transactionColumns'
import { TYPE_CHOICES, transactionList, validTransactionFilter } from './transactionList'
import { TransactionTotals } from './TransactionTotals'
import { totalsFooter } from './transactionTotals'
import './transactions.css'

/**
 * Every wallet movement, newest first: filters by type, customer, employee and
 * day range, the totals of everything they match, and a CSV that ends with the same totals.
 */
export default function WalletTransactionListScreen() {
  const list = useListController(transactionList, {
    pageSize: 50,
    sort: { field: 'createdAt', direction: 'desc' },
    dateRange: true,
    validFilter: validTransactionFilter,
  })
  const { can } = usePermissions()
  const columns = transactionColumns(useOrderLink())
  const csvColumns = csvColumnsOf(columns)
  const amountAt = csvColumns.findIndex((c) => c.header === 'Amount (USD)')
  // The same request as the table's page: SWR answers both from one call.
  const { data } = useApi(walletRoutes.listWalletTransactions, { query: listQuery(list.state) })
  const { filters, dateRange = {} } = list.state
  return (
    <ResourceListPage
      title="Transaction History"
      controller={list}
      searchPlaceholder="Search by customer name, phone or reason"
      csv={{
        filename: 'wallet-transactions',
        columns: csvColumns,
        footer: (rows) => totalsFooter(rows, csvColumns.length, amountAt),
      }}
      filters={
        <>
          <DateRangeFilter label="Time" value={dateRange} onChange={list.setDateRange} />
          <ChoiceFilter
            label="Type"
            choices={TYPE_CHOICES}
            value={filters.type}
            onChange={(v) => list.setFilter('type', v)}
          />
          {can('wallets', 'View') && (
            <ReferenceFilter
              label="Customer"
              resource={walletCustomers}
              value={filters.customerId}
              onChange={(id) => list.setFilter('customerId', id)}
            />
          )}
          {can('employee', 'View') && (
            <ReferenceFilter
              label="Employee"
              resource={employeeChoices}
              value={filters.employeeId}
              onChange={(id) => list.setFilter('employeeId', id)}
            />
          )}
        </>
      }
    >
      <TransactionTotals totals={data?.Totals} />
      <ResourceTable controller={list} columns={columns} plural="transactions" />
    </ResourceListPage>
  )
}
