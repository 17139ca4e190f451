import { branchResource, isOpenAt, formatPhone } from 'contracts'
import type { Branch } from 'contracts'
import {
  ActiveFilter,
  FlagFilter,
  FlagTag,
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
import { BRANCH_LABELS as LABELS } from './labels'
import { branchAffects, branchPaths } from './paths'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

const text = (id: 'area' | 'phone', sortable: boolean): Column<Branch> => ({
  id,
  header: LABELS[id],
  sortField: sortable ? id : undefined,
  cell: (b) => (id === 'phone' ? <bdi dir="ltr">{formatPhone(b.phone)}</bdi> : b[id]),
  csv: (b) => b[id],
})

/** Open or closed at this moment, on the business's clock (BUSINESS_TIME_ZONE) whatever the browser's zone. */
const openNow = (b: Branch) => isOpenAt(b.openingHours, Date.now())

/** The columns, in the page's language (their words arrive with the screen's code). */
const columnsOf = (): Column<Branch>[] => [
  nameColumn(),
  text('area', true),
  text('phone', false),
  {
    id: 'openNow',
    header: m.now(),
    cell: (b) => <FlagTag on={openNow(b)} yes={m.openNow()} no={m.closedNow()} />,
    csv: (b) => (openNow(b) ? m.open() : m.closed()),
  },
  {
    id: 'acceptingOrders',
    header: LABELS.acceptingOrders,
    cell: (b) => <FlagTag on={b.acceptingOrders} yes={m.accepting()} no={m.paused()} />,
    csv: (b) => yesNo(b.acceptingOrders),
  },
  activeColumn(),
  {
    id: 'employeesCount',
    header: m.employees(),
    align: 'right',
    cell: (b) => b.employeesCount,
    csv: (b) => b.employeesCount,
  },
]

/** The branches: where they are, whether they are open and taking orders now. */
export default function BranchListScreen() {
  const columns = columnsOf()
  const list = useListController(branchResource, { sort: { field: 'name', direction: 'asc' } })
  const actions = useRowActions(list, {
    paths: branchPaths,
    nameOf: (b) => b.name,
    affects: branchAffects,
  })
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={branchPaths.add}
      addLabel={m.add()}
      searchPlaceholder={m.searchPlaceholder()}
      csv={{ filename: 'branches', columns: csvColumnsOf(columns) }}
      filters={
        <>
          <FlagFilter
            label={LABELS.acceptingOrders}
            yes={m.accepting()}
            no={m.paused()}
            value={list.state.filters.acceptingOrders}
            onChange={(v) => list.setFilter('acceptingOrders', v)}
          />
          <ActiveFilter list={list} />
        </>
      }
    >
      <ResourceTable controller={list} columns={columns} plural={m.plural()} rowActions={actions} />
    </ResourceListPage>
  )
}
