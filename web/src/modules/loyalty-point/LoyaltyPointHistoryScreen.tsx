import { LOYALTY_ENTRY_TYPE_LABELS } from 'contracts'
import { LedgerListPage, customerChoices, useLedgerList } from '../../lib/resource'
import { useOrderLink } from '../../lib/orders'
import { usePermissions } from '../../lib/session'
import { loyaltyColumns } from './loyaltyColumns'
import { loyaltyPointList } from './loyaltyPointList'

/**
 * The points ledger: newest first, the last 30 days unless another range is
 * chosen; filters by customer, type and date range; CSV export.
 */
export default function LoyaltyPointHistoryScreen() {
  const list = useLedgerList(loyaltyPointList, { field: 'createdAt', direction: 'desc' })
  const { can } = usePermissions()
  const customers = can('customer', 'View')
  const columns = loyaltyColumns({ customers, orderLink: useOrderLink() })
  return (
    <LedgerListPage
      title="Loyalty Point History"
      list={list}
      columns={columns}
      plural="points entries"
      searchPlaceholder="Search by customer name, phone or note"
      csv={{ filename: 'loyalty-points' }}
      filters={[
        customers && { key: 'customerId', label: 'Customer', reference: customerChoices },
        { key: 'type', label: 'Type', choices: LOYALTY_ENTRY_TYPE_LABELS },
      ]}
    />
  )
}
