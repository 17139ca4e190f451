import { Tag } from '@blueprintjs/core'
import {
  RIDER_VEHICLE_LABELS,
  branchResource,
  canListBranches,
  formatPhone,
  formatUsd,
  riderResource,
} from 'contracts'
import type { Rider } from 'contracts'
import {
  ActiveFilter,
  FlagFilter,
  FlagTag,
  ReferenceFilter,
  ResourceListPage,
  ResourceTable,
  activeColumn,
  csvColumnsOf,
  nameColumn,
  useListController,
  useRowActions,
  yesNo,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { RIDER_LABELS as LABELS } from './labels'
import { riderPaths } from './paths'

const columns: Column<Rider>[] = [
  nameColumn(),
  {
    id: 'phone',
    header: LABELS.phone,
    cell: (r) => <a href={`tel:${r.phone}`}>{formatPhone(r.phone)}</a>,
    csv: (r) => r.phone,
  },
  {
    id: 'branch',
    header: LABELS.branchId,
    cell: (r) => r.branchName,
    csv: (r) => r.branchName,
  },
  {
    id: 'vehicle',
    header: LABELS.vehicle,
    cell: (r) => RIDER_VEHICLE_LABELS[r.vehicle],
    csv: (r) => RIDER_VEHICLE_LABELS[r.vehicle],
  },
  {
    id: 'onShift',
    header: LABELS.onShift,
    cell: (r) => <FlagTag on={r.onShift} yes="On shift" no="Off shift" />,
    csv: (r) => yesNo(r.onShift),
  },
  {
    id: 'activeOrders',
    header: LABELS.activeOrders,
    sortField: 'activeOrders',
    align: 'right',
    cell: (r) => (r.activeOrders ? <Tag intent="primary">{r.activeOrders}</Tag> : 0),
    csv: (r) => r.activeOrders,
  },
  {
    id: 'cashHeld',
    header: `${LABELS.cashHeld} (USD)`,
    sortField: 'cashHeld',
    align: 'right',
    cell: (r) => formatUsd(r.cashHeld),
    csv: (r) => r.cashHeld,
  },
  activeColumn(),
]

const csvColumns = csvColumnsOf(columns)

/** The riders of the employee's branches: who is on shift, what they carry and hold. */
export default function RiderListScreen() {
  const list = useListController(riderResource, { sort: { field: 'name', direction: 'asc' } })
  const rowActions = useRowActions(list, { paths: riderPaths, nameOf: (r) => r.name })
  // A rider's own screen is where shifts and cash are handled: rows open it, Edit is a button.
  const actions = { ...rowActions, open: (r: Rider) => riderPaths.view(r.id) }
  const { entries } = usePermissions()
  return (
    <ResourceListPage
      title="Riders"
      controller={list}
      addTo={riderPaths.add}
      addLabel="Add rider"
      searchPlaceholder="Search by name or phone"
      csv={{ filename: 'riders', columns: csvColumns }}
      filters={
        <>
          {canListBranches(entries) && (
            <ReferenceFilter
              label={LABELS.branchId}
              resource={branchResource}
              value={list.state.filters.branchId}
              onChange={(id) => list.setFilter('branchId', id)}
            />
          )}
          <FlagFilter
            label={LABELS.onShift}
            yes="On shift"
            no="Off shift"
            value={list.state.filters.onShift}
            onChange={(v) => list.setFilter('onShift', v)}
          />
          <ActiveFilter list={list} />
        </>
      }
    >
      <ResourceTable controller={list} columns={columns} plural="riders" rowActions={actions} />
    </ResourceListPage>
  )
}
