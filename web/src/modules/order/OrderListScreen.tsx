import {
  ResourceListPage,
  ResourceTable,
  contractFilter,
  csvColumnsOf,
  useListController,
} from '../../lib/resource'
import type { ListController } from '../../lib/resource'
import { isExactSelection } from '../../lib/orders'
import { useSearchParams } from 'react-router-dom'
import { orderColumns, orderScreenPath } from './orderColumns'
import { OrderFilters } from './OrderFilters'
import { orderList, orderSelection } from './orderList'
import { OrderSelection, OrderTotalsFooter } from './OrderSelection'
import { ORDER_LIST_VIEW } from './orderListView'
import { StatusFilter } from './StatusFilter'
import './order.css'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/**
 * Orders: newest first, 50 a page, the last 30 days unless another range is
 * chosen; search, filters and status counts; a row opens the order screen
 * (for those who may handle orders: the screen needs order Update).
 */
export default function OrderListScreen() {
  const [params] = useSearchParams()
  // A figure's link selects its orders exactly: no range of days of the list's own.
  const exact = isExactSelection(params)
  const resource = exact ? orderSelection : orderList
  const list = useListController(resource, {
    ...ORDER_LIST_VIEW,
    dateRange: !exact,
    validFilter: contractFilter(resource),
  }) as ListController<typeof orderList>
  const canUpdate = list.allowed.update
  const columns = orderColumns(canUpdate)
  return (
    <ResourceListPage
      title={m.orders()}
      controller={list}
      addTo="/order/add"
      addLabel={m.newOrder()}
      searchPlaceholder={m.searchPlaceholder()}
      csv={{ filename: 'orders', columns: csvColumnsOf(columns) }}
      filters={<OrderFilters list={list} />}
    >
      {exact && <OrderSelection list={list} />}
      <StatusFilter list={list} />
      <ResourceTable
        controller={list}
        columns={columns}
        plural={m.plural()}
        rowTo={(order) => orderScreenPath(order.id, canUpdate)}
      />
      <OrderTotalsFooter list={list} />
    </ResourceListPage>
  )
}
