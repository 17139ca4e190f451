import { ORDER_STATUS_LABELS, formatUsd, orderRoutes } from 'contracts'
import { Link } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { usePermissions } from '../../lib/session'
import { DrawerSection, Nothing } from './DrawerSection'
import { LedgerTable } from './LedgerTable'
import { LAST_LINES, orderScreenPath } from './paths'

/** The customer's last orders, each a link to its order screen for who may open it. */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const { can } = usePermissions()
  const mayRead = can('order', 'View')
  const mayOpen = can('order', 'Update')
  const { data, error } = useApi(orderRoutes.listOrders, {
    query: { customerId, pageSize: LAST_LINES, sort: 'createdAt:desc' },
    enabled: mayRead,
  })
  return (
    <DrawerSection title="Last orders">
      {mayRead ? (
        <LedgerTable
          caption="Last orders"
          rows={data?.Data}
          error={error}
          empty="No order yet."
          headers={['Number', 'Placed', 'Status', 'Total']}
          keyOf={(o) => o.id}
          row={(o) => [
            mayOpen ? <Link to={orderScreenPath(o.id)}>{o.number}</Link> : o.number,
            formatDateTime(o.createdAt),
            ORDER_STATUS_LABELS[o.status],
            formatUsd(o.total),
          ]}
        />
      ) : (
        <Nothing>Your role does not show orders.</Nothing>
      )}
    </DrawerSection>
  )
}
