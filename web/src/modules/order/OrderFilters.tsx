import {
  FULFILMENT_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  canListBranches,
} from 'contracts'
import { ChoiceFilter, DateRangeFilter, ReferenceFilter } from '../../lib/resource'
import type { ListController } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import type { orderList } from './orderList'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'
import { branchChoices } from '../../lib/branches'

const m = messages(en)

/** Contract labels in the page's language. */
const said = <K extends string>(labels: Record<K, string>) =>
  Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, say(v as string)])) as Record<
    K,
    string
  >

/** The filters on one of a few values: their query key, label and choices. */
const choices = () =>
  [
    ['fulfilment', m.fulfilment(), said(FULFILMENT_LABELS)],
    ['paymentMethod', m.paymentMethod(), said(PAYMENT_METHOD_LABELS)],
    ['paymentStatus', m.paymentStatus(), said(PAYMENT_STATUS_LABELS)],
  ] as const

/** Created (a day range), branch, fulfilment, payment method and payment status. */
export function OrderFilters({ list }: { list: ListController<typeof orderList> }) {
  const { filters, dateRange = {} } = list.state
  const { entries } = usePermissions()
  return (
    <>
      {list.state.dateRange && (
        <DateRangeFilter label={m.created()} value={dateRange} onChange={list.setDateRange} />
      )}
      {canListBranches(entries) && (
        <ReferenceFilter
          label={m.branch()}
          resource={branchChoices}
          value={filters.branchId}
          onChange={(id) => list.setFilter('branchId', id)}
        />
      )}
      {choices().map(([key, label, choices]) => (
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
