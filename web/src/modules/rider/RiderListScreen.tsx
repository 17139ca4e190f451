import { Tag } from '@blueprintjs/core'
import { canListBranches, formatPhone, riderResource } from 'contracts'
import type { Rider } from 'contracts'
import {
  ActiveFilter,
  FlagFilter,
  FlagTag,
  ReferenceFilter,
  ResourceListPage,
  ResourceTable,
  activeColumn,
  moneyColumn,
  csvColumnsOf,
  nameColumn,
  useListController,
  useRowActions,
  yesNo,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { m, riderLabels, vehicleLabel } from './labels'
import { riderPaths } from './paths'
import { branchChoices, recordBranchLabel } from '../../lib/branches'

/** The list's columns, in the page's language (read when the screen renders). */
function riderColumns(): Column<Rider>[] {
  const LABELS = riderLabels()
  return [
    nameColumn(),
    {
      id: 'phone',
      header: LABELS.phone,
      cell: (r) => (
        <a href={`tel:${r.phone}`} dir="ltr">
          {formatPhone(r.phone)}
        </a>
      ),
      csv: (r) => r.phone,
    },
    {
      id: 'branch',
      header: LABELS.branchId,
      cell: (r) => recordBranchLabel(r),
      csv: (r) => recordBranchLabel(r),
    },
    {
      id: 'vehicle',
      header: LABELS.vehicle,
      cell: (r) => vehicleLabel(r.vehicle),
      csv: (r) => vehicleLabel(r.vehicle),
    },
    {
      id: 'onShift',
      header: LABELS.onShift,
      cell: (r) => <FlagTag on={r.onShift} yes={m.onShift()} no={m.offShift()} />,
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
    moneyColumn<Rider, 'cashHeld'>('cashHeld', m.cashHeldUsd()),
    activeColumn(),
  ]
}

/** The riders of the employee's branches: who is on shift, what they carry and hold. */
export default function RiderListScreen() {
  const list = useListController(riderResource, { sort: { field: 'name', direction: 'asc' } })
  const rowActions = useRowActions(list, { paths: riderPaths, nameOf: (r) => r.name })
  // A rider's own screen is where shifts and cash are handled: rows open it, Edit is a button.
  const actions = { ...rowActions, open: (r: Rider) => riderPaths.view(r.id) }
  const { entries } = usePermissions()
  const LABELS = riderLabels()
  const columns = riderColumns()
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={riderPaths.add}
      addLabel={m.addRider()}
      searchPlaceholder={m.search()}
      csv={{ filename: 'riders', columns: csvColumnsOf(columns) }}
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
          <FlagFilter
            label={LABELS.onShift}
            yes={m.onShift()}
            no={m.offShift()}
            value={list.state.filters.onShift}
            onChange={(v) => list.setFilter('onShift', v)}
          />
          <ActiveFilter list={list} />
        </>
      }
    >
      <ResourceTable controller={list} columns={columns} plural={m.plural()} rowActions={actions} />
    </ResourceListPage>
  )
}
