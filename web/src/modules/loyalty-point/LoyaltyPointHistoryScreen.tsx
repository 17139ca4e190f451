import { LOYALTY_ENTRY_TYPE_LABELS } from 'contracts'
import { LedgerListPage, customerChoices, useLedgerList } from '../../lib/resource'
import { messages } from '../../lib/i18n'
import { sayEach } from '../../lib/i18n/sayEach'
import { useOrderLink } from '../../lib/orders'
import { usePermissions } from '../../lib/session'
import { loyaltyColumns } from './loyaltyColumns'
import { loyaltyPointList } from './loyaltyPointList'
import en from './messages.en.json'

const m = messages(en)

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
      title={m.title()}
      list={list}
      columns={columns}
      plural={m.plural()}
      searchPlaceholder={m.search()}
      csv={{ filename: 'loyalty-points' }}
      filters={[
        customers && { key: 'customerId', label: m.customer(), reference: customerChoices },
        { key: 'type', label: m.type(), choices: sayEach(LOYALTY_ENTRY_TYPE_LABELS) },
      ]}
    />
  )
}
