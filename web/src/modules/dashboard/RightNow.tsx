import { Card, H2 } from '@blueprintjs/core'
import { dashboardFigureFilters, isLate } from 'contracts'
import { useApi } from '../../lib/api'
import { Link } from 'react-router-dom'
import { boardRead, ordersHref } from '../../lib/orders'
import type { OrdersFilter } from '../../lib/orders'
import { usePermissions } from '../../lib/session'
import { m } from './figures'

/**
 * What needs a hand now in the employee's branches (or the one chosen): orders
 * waiting to be accepted, late orders (late preparation or long on the road:
 * the board's rule), paused and busy branches. Pending and late open the
 * order list on exactly those orders, the branches the Branch Orders board. For
 * holders of `branch-orders` View.
 */
export function RightNow({ branchId }: { branchId: number | undefined }) {
  const [route, read] = boardRead(branchId)
  const { data, error } = useApi(route, { ...read, shouldRetryOnError: false })
  const board = data?.Data
  const to = branchId === undefined ? '/branch-orders' : `/branch-orders?branchId=${branchId}`
  const { can } = usePermissions()
  const links = dashboardFigureFilters(branchId)
  // Pending and late open the order list on exactly those orders (when the
  // employee may view orders); paused branches, and the rest otherwise, the board.
  const orders = (filter: OrdersFilter) => (can('order') ? ordersHref(filter) : to)
  let figures: { label: string; value: number; href: string }[] | undefined
  if (board) {
    const now = Date.parse(board.serverTime)
    const branches = new Map(board.branches.map((b) => [b.id, b]))
    figures = [
      {
        label: m.pendingOrders(),
        value: board.orders.filter((o) => o.status === 'pending').length,
        href: orders(links.pending(board.serverTime)),
      },
      {
        label: m.lateOrders(),
        value: board.orders.filter((o) => isLate(o, branches.get(o.branchId), now)).length,
        href: orders(links.late(board.serverTime)),
      },
      {
        label: m.pausedBranches(),
        value: board.branches.filter((b) => !b.acceptingOrders).length,
        href: to,
      },
      // Busy mode: more preparation time for a while, as the server read it.
      {
        label: m.busyBranches(),
        value: board.branches.filter((b) => b.extraMinutes > 0).length,
        href: to,
      },
    ]
  }
  return (
    <Card className="dashboard-panel" role="region" aria-labelledby="right-now">
      <H2 id="right-now" className="dashboard-panel-title">
        {m.rightNow()}
      </H2>
      {error ? (
        <p>{m.boardUnread()}</p>
      ) : (
        <ul className="dashboard-now" aria-busy={!figures}>
          {(figures ?? []).map((f) => (
            <li key={f.label}>
              <Link to={f.href}>
                <span className="dashboard-now-value">{f.value}</span> {f.label.toLowerCase()}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
