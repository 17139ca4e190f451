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

/** The filters on one of a few values: their query key, label and choices. */
const CHOICES = [
  ['fulfilment', 'Fulfilment', FULFILMENT_LABELS],
  ['paymentMethod', 'Payment method', PAYMENT_METHOD_LABELS],
  ['paymentStatus', 'Payment status', PAYMENT_STATUS_LABELS],
] as const

/** Created (a day range), branch, fulfilment, payment method and payment status. */
export function OrderFilters({ list }: { list: ListController<typeof orderList> }) {
  const { filters, dateRange = {} } = list.state
  const { entries } = usePermissions()
  return (
    <>
      {list.state.dateRange && (
        <DateRangeFilter label="Created" value={dateRange} onChange={list.setDateRange} />
      )}
      {canListBranches(entries) && (
        <ReferenceFilter
          label="Branch"
          resource={branchResource}
          value={filters.branchId}
          onChange={(id) => list.setFilter('branchId', id)}
        />
      )}
      {CHOICES.map(([key, label, choices]) => (
        <ChoiceFilter
          key={key}
          label={label}
          choices={choices}
          value={filters[key]}
          onChange={(v) => list.setFilter(key, v)}
        />
      ))}
    </>
  )
}
