import { canListBranches, deliveryChargeResource } from 'contracts'
import type { DeliveryCharge } from 'contracts'
import {
  ActiveFilter,
  ReferenceFilter,
  ResourceListPage,
  ResourceTable,
  activeColumn,
  arabicColumn,
  csvColumnsOf,
  moneyColumn,
  useListController,
  useRowActions,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { DELIVERY_CHARGE_LABELS as LABELS, deliveryChargeName, m } from './labels'
import { deliveryChargePaths } from './paths'
import { branchChoices, recordBranchLabel } from '../../lib/branches'

/** The columns, in the page's language (their words arrive with the screen's code). */
const columnsOf = (): Column<DeliveryCharge>[] => [
  {
    id: 'branch',
    header: LABELS.branchId,
    sortField: 'branchName',
    cell: (d) => recordBranchLabel(d),
    csv: (d) => recordBranchLabel(d),
  },
  {
    id: 'area',
    header: LABELS.area,
    sortField: 'area',
    cell: (d) => d.area,
    csv: (d) => d.area,
  },
  arabicColumn('areaAr', LABELS.areaAr),
  moneyColumn('charge', m.inUsd({ label: LABELS.charge })),
  moneyColumn('minimumOrder', m.inUsd({ label: LABELS.minimumOrder })),
  moneyColumn('freeDeliveryAbove', m.inUsd({ label: LABELS.freeDeliveryAbove })),
  {
    id: 'estimatedMinutes',
    header: m.estimatedMinutesColumn(),
    sortField: 'estimatedMinutes',
    align: 'right',
    cell: (d) => d.estimatedMinutes,
    csv: (d) => d.estimatedMinutes,
  },
  activeColumn(),
]

/** Delivery charges per branch and area; the branch is shown by name from the row itself. */
export default function DeliveryChargeListScreen() {
  const columns = columnsOf()
  const list = useListController(deliveryChargeResource, {
    sort: { field: 'branchName', direction: 'asc' },
  })
  const actions = useRowActions(list, {
    paths: deliveryChargePaths,
    nameOf: deliveryChargeName,
  })
  // Picking a branch means listing branches, which not every role may do.
  const { entries } = usePermissions()
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={deliveryChargePaths.add}
      addLabel={m.add()}
      searchPlaceholder={m.search()}
      csv={{ filename: 'delivery-charges', columns: csvColumnsOf(columns) }}
      filters={
        <>
          {canListBranches(entries) && (
            <ReferenceFilter
              label={LABELS.branchId}
              resource={branchChoices}
              value={list.state.filters.branchId}
              onChange={(id) => list.setFilter('branchId', id)}
            />
          )}
          <ActiveFilter list={list} />
        </>
      }
    >
      <ResourceTable controller={list} columns={columns} plural={m.plural()} rowActions={actions} />
    </ResourceListPage>
  )
}
