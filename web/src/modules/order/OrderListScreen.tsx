import {
  ResourceListPage,
  ResourceTable,
  contractFilter,
  csvColumnsOf,
  useListController,
} from '../../lib/resource'
import { orderColumns, orderScreenPath } from './orderColumns'
import { OrderFilters } from './OrderFilters'
import { orderList } from './orderList'
import { ORDER_LIST_VIEW } from './orderListView'
import { StatusFilter } from './StatusFilter'
import './order.css'

/**
 * Orders: newest first, 50 a page, the last 30 days unless another range is
 * chosen; search, filters and status counts; a row opens the order screen
 * (for those who may handle orders: the screen needs order Update).
 */
export default function OrderListScreen() {
  const list = useListController(orderList, {
    ...ORDER_LIST_VIEW,
    validFilter: contractFilter(orderList),
  })
  const canUpdate = list.allowed.update
  const columns = orderColumns(canUpdate)
  return (
    <ResourceListPage
      title="Orders"
      controller={list}
      addTo="/order/add"
      addLabel="New order"
      searchPlaceholder="Search by order number, customer name or phone"
      csv={{ filename: 'orders', columns: csvColumnsOf(columns) }}
      filters={<OrderFilters list={list} />}
    >
      <StatusFilter list={list} />
      <ResourceTable
        controller={list}
        columns={columns}
        plural="orders"
        rowTo={(order) => orderScreenPath(order.id, canUpdate)}
      />
    </ResourceListPage>
  )
}
