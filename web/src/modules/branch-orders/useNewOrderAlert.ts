import { orderRoutes } from 'contracts'
import type { BoardOrder, BranchOrdersBoard } from 'contracts'
import { useEffect, useMemo, useState } from 'react'
import { apiRequest } from '../../lib/api'
import { errorMessage } from '../../lib/resource'
import { useSession } from '../../lib/session'
import { toastError } from '../../lib/toaster'
import { alertLevel, escalatedOrders, newOrders, toNotify } from './newOrderAlert'
import { notifyLateOrders, notifyNewOrders } from './orderNotifications'
import { useAlertSound } from './useAlertSound'
import { useAlertTitle } from './useAlertTitle'
import { branchLabel } from '../../lib/branches'

/** What this page has notified of, per session: a reload notifies again of what still waits. */
const notifiedBySession = new Map<number, Set<string>>()

/**
 * The board's alert, from the server's acknowledgements: it rings, counts in
 * the tab title and notifies while new orders wait for someone to
 * acknowledge them (on any tablet of the branch), and rings louder for an
 * acknowledged order still pending BOARD_ESCALATE_MINUTES later.
 * `acknowledge` sends one acknowledgement per waiting order; the board
 * stops alerting for them at once, and shows the server's answers.
 */
export function useNewOrderAlert(
  board: BranchOrdersBoard | undefined,
  now: number,
  showOrders: (orders: BoardOrder[]) => void,
) {
  const sessionId = useSession()?.id ?? 0
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set())
  const orders = board?.orders
  const waiting = useMemo(
    () => newOrders(orders ?? []).filter((o) => !sending.has(o.id)),
    [orders, sending],
  )
  const late = useMemo(() => escalatedOrders(orders ?? [], now), [orders, now])

  useEffect(() => {
    let notified = notifiedBySession.get(sessionId)
    if (!notified) notifiedBySession.set(sessionId, (notified = new Set()))
    const names = new Map(board?.branches.map((b) => [b.id, branchLabel(b)]))
    const name = (id: number) => names.get(id) ?? ''
    notifyNewOrders(toNotify(waiting, 'new', notified), name)
    notifyLateOrders(toNotify(late, 'late', notified), name)
    // Only when the alerting orders change, not when the branch names do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, late, sessionId])

  useAlertTitle(waiting.length + late.length)
  const sound = useAlertSound(alertLevel(waiting.length, late.length))

  const acknowledge = async () => {
    const ids = waiting.map((o) => o.id)
    if (!ids.length) return
    setSending((s) => new Set([...s, ...ids]))
    const answers = await Promise.allSettled(
      ids.map((id) => apiRequest(orderRoutes.acknowledgeBranchOrder, { params: { id } })),
    )
    const saved = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.Data] : []))
    if (saved.length) showOrders(saved)
    const failed = answers.find((a): a is PromiseRejectedResult => a.status === 'rejected')
    if (failed) void toastError(errorMessage(failed.reason))
    setSending((s) => new Set([...s].filter((id) => !ids.includes(id))))
  }

  return { waiting, late, now, acknowledge, sound }
}
