import { customerResource } from 'contracts'
import {
  RecordDrawer,
  ResourceListPage,
  ResourceTable,
  csvColumnsOf,
  useListController,
  useOpenParam,
} from '../../lib/resource'
import { customerColumns } from './customerColumns'
import { CustomerDrawer, CustomerDrawerTitle } from './CustomerDrawer'
import { CustomerFilters } from './CustomerFilters'
import { m } from './words'

/**
 * Customers: search by name, phone or e-mail, filters, CSV export; a row opens
 * the customer in a drawer whose id is in the URL (`/customer?open=123`).
 */
export default function CustomerListScreen() {
  const list = useListController(customerResource, {
    sort: { field: 'lastOrderAt', direction: 'desc' },
  })
  const drawer = useOpenParam()
  const columns = customerColumns(drawer.hrefOf)
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      searchPlaceholder={m.search()}
      csv={{ filename: 'customers', columns: csvColumnsOf(columns) }}
      filters={<CustomerFilters list={list} />}
    >
      <ResourceTable
        controller={list}
        columns={columns}
        plural={m.plural()}
        rowTo={(c) => drawer.hrefOf(c.id)}
      />
      <RecordDrawer param={drawer} title={<CustomerDrawerTitle id={drawer.id} />}>
        {(id) => <CustomerDrawer id={id} />}
      </RecordDrawer>
    </ResourceListPage>
  )
}
