import { roleResource } from 'contracts'
import type { Role } from 'contracts'
import {
  ResourceListPage,
  ResourceTable,
  csvColumnsOf,
  nameColumn,
  useListController,
  useRowActions,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { ROLE_LABELS as LABELS } from './labels'
import { rolePaths } from './paths'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** The columns, in the page's language (their words arrive with the screen's code). */
const columnsOf = (): Column<Role>[] => [
  nameColumn(),
  {
    id: 'description',
    header: LABELS.description,
    cell: (r) => r.description,
    csv: (r) => r.description,
  },
  {
    id: 'employeesCount',
    header: m.employees(),
    sortField: 'employeesCount',
    align: 'right',
    cell: (r) => r.employeesCount,
    csv: (r) => r.employeesCount,
  },
]

/** Employee roles; a role still held by employees cannot be deleted (the server says so). */
export default function RoleListScreen() {
  const columns = columnsOf()
  const list = useListController(roleResource, { sort: { field: 'name', direction: 'asc' } })
  const actions = useRowActions(list, { paths: rolePaths, nameOf: (r) => r.name })
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={rolePaths.add}
      addLabel={m.add()}
      searchPlaceholder={m.searchPlaceholder()}
      csv={{ filename: 'roles', columns: csvColumnsOf(columns) }}
    >
      <ResourceTable controller={list} columns={columns} plural={m.plural()} rowActions={actions} />
    </ResourceListPage>
  )
}
