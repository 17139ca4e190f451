import {
  ResourceListPage,
  ResourceTable,
  csvColumnsOf,
  useListController,
} from '../../lib/resource'
import { orderColumns } from './orderColumns'
import { OrderFilters } from './OrderFilters'
import { orderList, orderPaths, validOrderFilter } from './orderList'
import { StatusFilter } from './StatusFilter'
import './order.css'

/**
 * Orders: newest first, 50 a page, the last 30 days unless another range is
 * chosen; search, filters and status counts; a row opens the order screen
 * (for those who may handle orders: the screen needs order Update).
 */
export default function OrderListScreen() {
  const list = useListController(orderList, {
    pageSize: 50,
    sort: { field: 'createdAt', direction: 'desc' },
    dateRange: true,
    validFilter: validOrderFilter,
  })
  const canOpen = list.allowed.update
  const columns = orderColumns(canOpen)
  return (
    <ResourceListPage
      title="Orders"
      controller={list}
      searchPlaceholder="Search by order number, customer name or phone"
      csv={{ filename: 'orders', columns: csvColumnsOf(columns) }}
      filters={<OrderFilters list={list} />}
    >
      <StatusFilter list={list} />
      <ResourceTable
        controller={list}
        columns={columns}
        plural="orders"
        rowTo={canOpen ? (order) => orderPaths.edit(order.id) : undefined}
      />
    </ResourceListPage>
  )
}
