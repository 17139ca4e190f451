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

const columns: Column<Role>[] = [
  nameColumn(),
  {
    id: 'description',
    header: LABELS.description,
    cell: (r) => r.description,
    csv: (r) => r.description,
  },
  {
    id: 'employeesCount',
    header: 'Employees',
    sortField: 'employeesCount',
    align: 'right',
    cell: (r) => r.employeesCount,
    csv: (r) => r.employeesCount,
  },
]

const csvColumns = csvColumnsOf(columns)

/** Employee roles; a role still held by employees cannot be deleted (the server says so). */
export default function RoleListScreen() {
  const list = useListController(roleResource, { sort: { field: 'name', direction: 'asc' } })
  const actions = useRowActions(list, { paths: rolePaths, nameOf: (r) => r.name })
  return (
    <ResourceListPage
      title="Employee Roles"
      controller={list}
      addTo={rolePaths.add}
      addLabel="Add role"
      searchPlaceholder="Search by name or description"
      csv={{ filename: 'roles', columns: csvColumns }}
    >
      <ResourceTable controller={list} columns={columns} plural="roles" rowActions={actions} />
    </ResourceListPage>
  )
}
