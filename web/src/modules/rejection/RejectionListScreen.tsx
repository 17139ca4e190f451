import { rejectionResource } from 'contracts'
import type { Rejection } from 'contracts'
import {
  ActiveFilter,
  ResourceListPage,
  ResourceTable,
  activeColumn,
  arabicColumn,
  csvColumnsOf,
  sortOrderColumn,
  useListController,
  useRowActions,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { REJECTION_LABELS, m } from './labels'
import { rejectionPaths } from './paths'

/** The columns, in the page's language (their words arrive with the screen's code). */
const columnsOf = (): Column<Rejection>[] => [
  {
    id: 'text',
    header: REJECTION_LABELS.text,
    sortField: 'text',
    cell: (r) => r.text,
    csv: (r) => r.text,
  },
  arabicColumn('textAr', REJECTION_LABELS.textAr),
  sortOrderColumn(),
  activeColumn(),
]

/** The reasons offered when an order is rejected, in the order the order screen offers them. */
export default function RejectionListScreen() {
  const columns = columnsOf()
  const list = useListController(rejectionResource, {
    sort: { field: 'sortOrder', direction: 'asc' },
  })
  const actions = useRowActions(list, { paths: rejectionPaths, nameOf: (r) => r.text })
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={rejectionPaths.add}
      addLabel={m.add()}
      searchPlaceholder={m.search()}
      csv={{ filename: 'rejection-reasons', columns: csvColumnsOf(columns) }}
      filters={<ActiveFilter list={list} />}
    >
      <ResourceTable controller={list} columns={columns} plural={m.plural()} rowActions={actions} />
    </ResourceListPage>
  )
}
