import { Classes, H3, Tag } from '@blueprintjs/core'
import { lateness } from 'contracts'
import type { BranchOrdersBoard } from 'contracts'
import { useMemo, useState } from 'react'
import { useNarrowScreen } from '../../lib/screen'
import { ordersByStatus } from './boardColumns'
import type { ActiveStatus } from './boardColumns'
import { BoardColumnSwitcher } from './BoardColumnSwitcher'
import { ageMinutes, statusLabel, useTicketPrint } from '../../lib/orders'
import { isEscalated, minutesSinceAcknowledged } from './newOrderAlert'
import { OrderCard } from './OrderCard'
import { paceNow } from './pace'
import type { BoardMoves } from './useBoardMoves'
import { BoardKeysHint } from './BoardKeysHint'
import { useBoardKeys } from './useBoardKeys'
import { useFollowLinks } from './useFollowLinks'
import { useProgressiveCount } from './useProgressiveCount'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'
import { branchLabel } from '../../lib/branches'

const m = messages(en)

interface BoardColumnsProps {
  board: BranchOrdersBoard
  /** The server's time now. */
  now: number
  /** With branch-orders Update: the board's status moves. */
  moves: BoardMoves | undefined
}

/**
 * The five columns of the board, one per active status. The first cards of
 * each column (a screenful) come at once, the rest right after. On a phone
 * (up to 576 px) one column shows at a time, picked with a switcher.
 */
export function BoardColumns({ board, now, moves }: BoardColumnsProps) {
  const columns = useMemo(() => ordersByStatus(board.orders), [board.orders])
  // Each branch's pace on the board's clock: busy minutes count in lateness while they last.
  const branches = useMemo(
    () => new Map(board.branches.map((b) => [b.id, { ...b, ...paceNow(b, now) }])),
    [board.branches, now],
  )
  const severalBranches = new Set(board.orders.map((o) => o.branchId)).size > 1
  const shown = useProgressiveCount()
  const followLink = useFollowLinks()
  const narrow = useNarrowScreen()
  const [chosen, choose] = useState<ActiveStatus>(columns[0]!.status)
  const shownColumns = narrow ? columns.filter((c) => c.status === chosen) : columns
  const tickets = useTicketPrint()
  // The keys are for a keyboard at the counter: the board's columns side by side.
  const keys = useBoardKeys(
    useMemo(() => columns.map((c) => c.orders), [columns]),
    narrow ? undefined : moves?.ask,
    tickets.print,
  )
  return (
    <>
      {narrow && <BoardColumnSwitcher columns={columns} shown={chosen} onShow={choose} />}
      {moves && !narrow && <BoardKeysHint />}
      <div className="board-columns" onClick={followLink} onFocus={keys.onFocus}>
        {shownColumns.map(({ status, orders }) => (
          <section key={status} className="board-column" aria-labelledby={`board-column-${status}`}>
            <header className="board-column-header">
              <H3 id={`board-column-${status}`}>{statusLabel(status)}</H3>
              <Tag round minimal aria-label={m.columnCount({ count: orders.length })}>
                {orders.length}
              </Tag>
            </header>
            {orders.length === 0 ? (
              <p className={Classes.TEXT_MUTED}>{m.noOrders()}</p>
            ) : (
              <ul className="board-cards">
                {orders.slice(0, shown).map((order) => {
                  const branch = branches.get(order.branchId)
                  const late = branch && lateness(order, branch, now)
                  return (
                    <li key={order.id}>
                      <OrderCard
                        order={order}
                        age={ageMinutes(order.createdAt, now)}
                        late={late}
                        branchName={severalBranches ? branch && branchLabel(branch) : undefined}
                        ask={moves?.ask}
                        print={tickets.print}
                        move={moves?.moveOf(order)}
                        selected={keys.selected === order.id}
                        escalatedAfter={
                          isEscalated(order, now) ? minutesSinceAcknowledged(order, now) : undefined
                        }
                      />
                    </li>
                  )
                })}
              </ul>
            )}
          </section>
        ))}
        {moves?.dialogs}
      </div>
      {tickets.ticket}
    </>
  )
}
