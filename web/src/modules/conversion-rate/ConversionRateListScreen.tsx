import { Button } from '@blueprintjs/core'
import { conversionRateResource } from 'contracts'
import type { ConversionRate } from 'contracts'
import { formatDateTime } from '../../lib/dates'
import {
  FlagFilter,
  ResourceListPage,
  ResourceTable,
  csvColumnsOf,
  useListController,
  useRowActions,
  yesNo,
  CellTag,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { RATE_LABELS as LABELS, m } from './labels'
import { ratePaths } from './paths'
import { describeRate, useActivateRate } from './useActivateRate'

/** The columns, in the page's language (their words arrive with the screen's code). */
const columnsOf = (): Column<ConversionRate>[] => [
  {
    id: 'pointsPerUsd',
    header: LABELS.pointsPerUsd,
    sortField: 'pointsPerUsd',
    align: 'right',
    cell: (r) => r.pointsPerUsd,
    csv: (r) => r.pointsPerUsd,
  },
  {
    id: 'usdPerPoint',
    header: LABELS.usdPerPoint,
    align: 'right',
    cell: (r) => `$${r.usdPerPoint}`,
    csv: (r) => r.usdPerPoint,
  },
  {
    id: 'minRedeemPoints',
    header: LABELS.minRedeemPoints,
    align: 'right',
    cell: (r) => r.minRedeemPoints,
    csv: (r) => r.minRedeemPoints,
  },
  {
    id: 'effectiveFrom',
    header: LABELS.effectiveFrom,
    sortField: 'effectiveFrom',
    cell: (r) => formatDateTime(r.effectiveFrom),
    csv: (r) => r.effectiveFrom,
  },
  {
    id: 'isActive',
    header: LABELS.isActive,
    cell: (r) =>
      r.isActive ? (
        <CellTag intent="success">{m.active()}</CellTag>
      ) : (
        <CellTag minimal>{m.inactive()}</CellTag>
      ),
    csv: (r) => yesNo(r.isActive),
  },
]

/** The points rate's history, newest first; exactly one is active, and Activate asks first. */
export default function ConversionRateListScreen() {
  const columns = columnsOf()
  const list = useListController(conversionRateResource, {
    sort: { field: 'effectiveFrom', direction: 'desc' },
  })
  const base = useRowActions(list, { paths: ratePaths, nameOf: describeRate })
  const activate = useActivateRate()
  const rowActions = {
    render: (rate: ConversionRate) => (
      <>
        {list.allowed.update && !rate.isActive && (
          <Button
            size="small"
            onClick={() => activate.ask(rate)}
            aria-label={m.activateRate({ rate: describeRate(rate) })}
          >
            {m.activate()}
          </Button>
        )}{' '}
        {base.render(rate)}
      </>
    ),
    dialog: (
      <>
        {base.dialog}
        {activate.dialog}
      </>
    ),
  }
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={ratePaths.add}
      addLabel={m.add()}
      csv={{ filename: 'points-rates', columns: csvColumnsOf(columns) }}
      filters={
        <FlagFilter
          label={LABELS.isActive}
          value={list.state.filters.isActive}
          onChange={(v) => list.setFilter('isActive', v)}
          yes={m.active()}
          no={m.inactive()}
        />
      }
    >
      <ResourceTable
        controller={list}
        columns={columns}
        plural={m.plural()}
        rowActions={rowActions}
      />
    </ResourceListPage>
  )
}
