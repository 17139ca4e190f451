import {
  FULFILMENT_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  branchResource,
  canListBranches,
} from 'contracts'
import { ChoiceFilter, DateRangeFilter, ReferenceFilter } from '../../lib/resource'
import type { ListController } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import type { orderList } from './orderList'

/** Created (a day range), branch, fulfilment, payment method and payment status. */
export function OrderFilters({ list }: { list: ListController<typeof orderList> }) {
  const { filters, dateRange = {} } = list.state
  const { entries } = usePermissions()
  return (
    <>
      <DateRangeFilter label="Created" value={dateRange} onChange={list.setDateRange} />
      {canListBranches(entries) && (
        <ReferenceFilter
          label="Branch"
          resource={branchResource}
          value={filters.branchId}
          onChange={(id) => list.setFilter('branchId', id)}
        />
      )}
      <ChoiceFilter
        label="Fulfilment"
        choices={FULFILMENT_LABELS}
        value={filters.fulfilment}
        onChange={(v) => list.setFilter('fulfilment', v)}
      />
      <ChoiceFilter
        label="Payment method"
        choices={PAYMENT_METHOD_LABELS}
        value={filters.paymentMethod}
        onChange={(v) => list.setFilter('paymentMethod', v)}
      />
      <ChoiceFilter
        label="Payment status"
        choices={PAYMENT_STATUS_LABELS}
        value={filters.paymentStatus}
        onChange={(v) => list.setFilter('paymentStatus', v)}
      />
    </>
  )
}
