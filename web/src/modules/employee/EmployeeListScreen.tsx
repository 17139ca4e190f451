import {
  canListBranches,
  canListRoles,
  employeeResource,
  roleResource,
  formatPhone,
} from 'contracts'
import type { Employee } from 'contracts'
import {
  ActiveFilter,
  ReferenceFilter,
  ResourceListPage,
  ResourceTable,
  activeColumn,
  csvColumnsOf,
  useListController,
  useRowActions,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { formatDateTime } from '../../lib/dates'
import { usePermissions } from '../../lib/session'
import { EMPLOYEE_LABELS as LABELS, allBranches } from './labels'
import { employeePaths } from './paths'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'
import { branchChoices, recordBranchLabels } from '../../lib/branches'

const m = messages(en)

const fullName = (e: Employee) => `${e.firstName} ${e.lastName}`
const branches = (e: Employee) =>
  e.branchNames.length ? recordBranchLabels(e).join(', ') : allBranches()
const lastSignIn = (e: Employee) => (e.lastLoginAt ? formatDateTime(e.lastLoginAt) : m.never())

const text = (id: string, header: string, value: (e: Employee) => string, sortField?: string) => ({
  id,
  header,
  sortField,
  cell: value,
  csv: value,
})

/** The columns, in the page's language (their words arrive with the screen's code). */
const columnsOf = (): Column<Employee>[] => [
  text('name', m.name(), fullName, 'lastName'),
  text('email', LABELS.email, (e) => e.email, 'email'),
  {
    ...text('phone', LABELS.phone, (e) => formatPhone(e.phone)),
    cell: (e: Employee) => <bdi dir="ltr">{formatPhone(e.phone)}</bdi>,
    csv: (e: Employee) => e.phone,
  },
  text('role', LABELS.roleId, (e) => e.roleName, 'roleName'),
  text('branches', LABELS.branchIds, branches),
  activeColumn(),
  text('lastLoginAt', LABELS.lastLoginAt, lastSignIn, 'lastLoginAt'),
]

/** Employees: search by name or e-mail, filter by role, branch and status. */
export default function EmployeeListScreen() {
  const columns = columnsOf()
  const list = useListController(employeeResource, {
    sort: { field: 'lastName', direction: 'asc' },
  })
  const actions = useRowActions(list, { paths: employeePaths, nameOf: fullName })
  const { entries } = usePermissions()
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={employeePaths.add}
      addLabel={m.add()}
      searchPlaceholder={m.searchPlaceholder()}
      csv={{ filename: 'employees', columns: csvColumnsOf(columns) }}
      filters={
        <>
          {canListRoles(entries) && (
            <ReferenceFilter
              label={LABELS.roleId}
              resource={roleResource}
              value={list.state.filters.roleId}
              onChange={(id) => list.setFilter('roleId', id)}
            />
          )}
          {canListBranches(entries) && (
            <ReferenceFilter
              label={m.branch()}
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
