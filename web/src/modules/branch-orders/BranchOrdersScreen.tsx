import { Button, H2, NonIdealState, Spinner } from '@blueprintjs/core'
import { useMemo } from 'react'
import { usePermissions } from '../../lib/session'
import { errorMessage } from '../../lib/resource'
import { BoardColumns } from './BoardColumns'
import { BranchPauseSwitch } from './BranchPauseSwitch'
import { BranchSelect } from '../../lib/branches'
import { ridersWithLoads } from './liveBoard'
import { LiveLostBanner, LiveTag } from './LiveStatus'
import { NewOrderAlertBar } from './NewOrderAlertBar'
import { RefreshFailure, RefreshStatus } from './RefreshStatus'
import { ScreenAwake } from './ScreenAwake'
import { useBoard } from './useBoard'
import { useBoardMoves } from './useBoardMoves'
import { useBranchChoice } from './useBranchChoice'
import { useNewOrderAlert } from './useNewOrderAlert'
import './board.css'

/** Branch Orders: the live board a branch keeps open all evening. */
export default function BranchOrdersScreen() {
  const choice = useBranchChoice()
  const { board, error, now, refresh, showBranch, showOrders, live } = useBoard(choice.branchId)
  const alert = useNewOrderAlert(board, now, showOrders)
  const canUpdate = usePermissions().can('branch-orders', 'Update')
  const riders = useMemo(() => (board ? ridersWithLoads(board) : undefined), [board])
  const moves = useBoardMoves(canUpdate, riders)
  const shownBranches = board?.branches.filter(
    (b) => choice.branchId === undefined || b.id === choice.branchId,
  )
  return (
    <section className="board-page" aria-labelledby="board-title">
      <header className="board-header">
        <H2 id="board-title">Branch Orders</H2>
        <BranchSelect
          id="board-branch"
          inline
          all="All my branches"
          value={choice.branchId}
          onChange={choice.choose}
        />
        <LiveTag live={live} />
        <RefreshStatus
          live={live.state === 'live'}
          serverTime={board?.serverTime}
          orders={board?.orders ?? []}
        />
        <ScreenAwake />
      </header>
      <LiveLostBanner live={live} />
      <NewOrderAlertBar
        waiting={alert.waiting}
        late={alert.late}
        acknowledge={canUpdate ? alert.acknowledge : undefined}
        sound={alert.sound}
      />
      {board && <RefreshFailure error={error} serverTime={board.serverTime} />}
      {shownBranches && (
        <div className="board-branches">
          {shownBranches.map((branch) => (
            <BranchPauseSwitch
              key={branch.id}
              branch={branch}
              now={now}
              canUpdate={canUpdate}
              onSaved={showBranch}
            />
          ))}
        </div>
      )}
      {board ? (
        <BoardColumns board={board} now={now} moves={canUpdate ? moves : undefined} />
      ) : error ? (
        <NonIdealState
          title="The board could not be loaded"
          description={errorMessage(error)}
          action={<Button onClick={refresh}>Try again</Button>}
        />
      ) : (
        <Spinner aria-label="Loading the board" />
      )}
    </section>
  )
}
