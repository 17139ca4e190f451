import { ORDER_STATUS_LABELS, orderRoutes } from 'contracts'
import { Link } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { useOrderLink } from '../../lib/orders'
import { usePermissions } from '../../lib/session'
import { DrawerSection, Nothing } from './DrawerSection'
import { LedgerTable } from './LedgerTable'
import { LAST_LINES } from './paths'
import { m } from './words'
import { say } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'

/** An order's number, a link to it where the role opens orders. */
const OrderNumber = ({ to, number }: { to: string | undefined; number: string }) =>
  to ? <Link to={to}>{number}</Link> : <>{number}</>

/** The customer's last orders, each a link to its order (read, or handled with Update). */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const { can } = usePermissions()
  const mayRead = can('order', 'View')
  const orderLink = useOrderLink()
  const { data, error } = useApi(orderRoutes.listOrders, {
    query: { customerId, pageSize: LAST_LINES, sort: 'createdAt:desc' },
    enabled: mayRead,
  })
  return (
    <DrawerSection title={m.lastOrders()}>
      {mayRead ? (
        <LedgerTable
          caption={m.lastOrders()}
          rows={data?.Data}
          error={error}
          empty={m.noOrder()}
          headers={[m.number(), m.placed(), m.status(), m.total()]}
          keyOf={(o) => o.id}
          row={(o) => [
            <OrderNumber key="number" to={orderLink(o.id)} number={o.number} />,
            formatDateTime(o.createdAt),
            say(ORDER_STATUS_LABELS[o.status]),
            formatUsd(o.total),
          ]}
        />
      ) : (
        <Nothing>{m.noOrdersRole()}</Nothing>
      )}
    </DrawerSection>
  )
}
