import { LOYALTY_ENTRY_TYPE_LABELS } from 'contracts'
import {
  ChoiceFilter,
  DateRangeFilter,
  ReferenceFilter,
  ResourceListPage,
  ResourceTable,
  csvColumnsOf,
  customerChoices,
  useListController,
} from '../../lib/resource'
import { useOrderLink } from '../../lib/orders'
import { usePermissions } from '../../lib/session'
import { loyaltyColumns } from './loyaltyColumns'
import { loyaltyPointList, validLoyaltyFilter } from './loyaltyPointList'

/**
 * The points ledger: newest first, the last 30 days unless another range is
 * chosen; filters by customer, type and date range; CSV export.
 */
export default function LoyaltyPointHistoryScreen() {
  const list = useListController(loyaltyPointList, {
    pageSize: 50,
    sort: { field: 'createdAt', direction: 'desc' },
    dateRange: true,
    validFilter: validLoyaltyFilter,
  })
  const { can } = usePermissions()
  const customers = can('customer', 'View')
  const columns = loyaltyColumns({ customers, orderLink: useOrderLink() })
  const { filters, dateRange = {} } = list.state
  return (
    <ResourceListPage
      title="Loyalty Point History"
      controller={list}
      searchPlaceholder="Search by customer name, phone or note"
      csv={{ filename: 'loyalty-points', columns: csvColumnsOf(columns) }}
      filters={
        <>
          <DateRangeFilter label="Time" value={dateRange} onChange={list.setDateRange} />
          {customers && (
            <ReferenceFilter
              label="Customer"
              resource={customerChoices}
              value={filters.customerId}
              onChange={(id) => list.setFilter('customerId', id)}
            />
          )}
          <ChoiceFilter
            label="Type"
            choices={LOYALTY_ENTRY_TYPE_LABELS}
            value={filters.type}
            onChange={(v) => list.setFilter('type', v)}
          />
        </>
      }
    >
      <ResourceTable controller={list} columns={columns} plural="points entries" />
    </ResourceListPage>
  )
}
