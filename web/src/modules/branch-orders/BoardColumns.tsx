import { Classes, H3, Tag } from '@blueprintjs/core'
import { ORDER_STATUS_LABELS } from 'contracts'
import type { BranchOrdersBoard } from 'contracts'
import { useMemo } from 'react'
import { ordersByStatus } from './boardColumns'
import { ageMinutes, isLate } from './lateness'
import { OrderCard } from './OrderCard'

interface BoardColumnsProps {
  board: BranchOrdersBoard
  /** The server's time now. */
  now: number
  canUpdate: boolean
}

/** The five columns of the board, one per active status. */
export function BoardColumns({ board, now, canUpdate }: BoardColumnsProps) {
  const columns = useMemo(() => ordersByStatus(board.orders), [board.orders])
  const branches = useMemo(() => new Map(board.branches.map((b) => [b.id, b])), [board.branches])
  const severalBranches = new Set(board.orders.map((o) => o.branchId)).size > 1
  return (
    <div className="board-columns">
      {columns.map(({ status, orders }) => (
        <section key={status} className="board-column" aria-labelledby={`board-column-${status}`}>
          <header className="board-column-header">
            <H3 id={`board-column-${status}`}>{ORDER_STATUS_LABELS[status]}</H3>
            <Tag round minimal aria-label={`${orders.length} orders`}>
              {orders.length}
            </Tag>
          </header>
          {orders.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>No orders</p>
          ) : (
            <ul className="board-cards">
              {orders.map((order) => {
                const branch = branches.get(order.branchId)
                const late = branch !== undefined && isLate(order, branch.preparationMinutes, now)
                return (
                  <li key={order.id}>
                    <OrderCard
                      order={order}
                      age={ageMinutes(order.createdAt, now)}
                      lateAfter={late ? branch.preparationMinutes : undefined}
                      branchName={severalBranches ? branch?.name : undefined}
                      canUpdate={canUpdate}
                    />
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
