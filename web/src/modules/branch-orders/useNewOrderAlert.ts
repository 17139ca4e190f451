import type { BranchOrdersBoard } from 'contracts'
import { useEffect, useState } from 'react'
import { useSession } from '../../lib/session'
import { NO_ALERT, acknowledgeAlert, observeBoard } from './newOrderAlert'
import type { AlertOrder, NewOrderAlert } from './newOrderAlert'
import { notifyNewOrders } from './orderNotifications'
import { useAlertSound } from './useAlertSound'
import { useAlertTitle } from './useAlertTitle'

/**
 * What the board has seen, per session, for the page's life: opening an
 * order and coming back must not forget it (orders that came in meanwhile
 * still alert, those acknowledged do not).
 */
const remembered = new Map<number, NewOrderAlert>()

/**
 * The new-order alert of the board: fed every answer, it rings, counts in the
 * tab title and notifies until someone acknowledges.
 */
export function useNewOrderAlert(board: BranchOrdersBoard | undefined, scope: string) {
  const sessionId = useSession()?.id ?? 0
  const [alert, setAlert] = useState(() => remembered.get(sessionId) ?? NO_ALERT)
  const [observed, setObserved] = useState<BranchOrdersBoard>()
  const [arrived, setArrived] = useState<readonly AlertOrder[]>([])
  if (board && board !== observed) {
    const branchIds = scope === 'all' ? board.branches.map((b) => b.id) : [Number(scope)]
    const next = observeBoard(alert, { scope, branchIds, orders: board.orders })
    setObserved(board)
    setAlert(next.alert)
    if (next.arrived.length) setArrived(next.arrived)
  }

  useEffect(() => {
    remembered.set(sessionId, alert)
  }, [sessionId, alert])

  useEffect(() => {
    const names = new Map(observed?.branches.map((b) => [b.id, b.name]))
    notifyNewOrders(arrived, (id) => names.get(id) ?? '')
    // Only when new orders arrive, not when the branch names change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived])

  const waiting = alert.waiting
  useAlertTitle(waiting.length)
  const sound = useAlertSound(waiting.length > 0)
  return { waiting, acknowledge: () => setAlert(acknowledgeAlert), sound }
}
