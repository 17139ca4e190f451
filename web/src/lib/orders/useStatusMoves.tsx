import { ORDER_MESSAGES, ORDER_STATUS_LABELS, orderRoutes, transitionRequirement } from 'contracts'
import type { BoardRider, Order, OrderStatus } from 'contracts'
import type { SubmissionErrors } from 'final-form'
import { useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { apiRequest, ApiError } from '../api'
import { errorMessage, serverFailure, shownOnce } from '../resource'
import { usePermissions } from '../session'
import { toastError, toastSuccess } from '../toaster'
import { CashReceivedDialog } from './CashReceivedDialog'
import type { FinishMove } from './CashReceivedDialog'
import { MoveDialog } from './MoveDialog'
import type { DialogMove, MoveDetails } from './MoveDialog'
import { useOrderCache } from './orderCache'
import { asksCashReceived, availableMoves } from './statusMoves'
import type { MovableOrder, MovePermission } from './statusMoves'

export interface StatusMoveOptions {
  /** Whose Update action allows the moves: `order` (default) or `branch-orders` (the board). */
  permission?: MovePermission
  /** The order as the server has it after a move. */
  onMoved?: (order: Order) => void
  /**
   * Another employee moved the order first (409): called with the order as it
   * is now (already in the cache), or undefined when it could not be read.
   * Without it, a toast says so.
   */
  onMovedByOther?: (current: Order | undefined) => void
  /**
   * A requested move is over: sent (whatever the answer), its dialog closed,
   * or not possible at all. The board runs its queued moves one after another
   * on it.
   */
  onSettled?: () => void
  /** The riders of the order's branch when the caller has them (the board): Send out asks no list. */
  riders?: readonly BoardRider[] | undefined
}

export interface StatusMoves {
  /** The statuses the employee may move the order to now (none without Update). */
  moves: OrderStatus[]
  /** The move whose request is running, if any: no other is sent meanwhile. */
  busy: OrderStatus | undefined
  /** Starts a move: at once, or through its dialog (reject, cancel). */
  request: (to: OrderStatus) => void
  /** The Reject and Cancel dialogs: render once. */
  dialogs: ReactNode
}

const NO_DETAILS: MoveDetails = { rejectionReasonId: null, note: '', riderId: null }

type Outcome =
  { kind: 'moved'; order: Order } | { kind: 'movedByOther' } | { kind: 'refused'; error: unknown }

/**
 * The status moves of one order (docs/requirements.md#order-status-machine): exactly the machine's next
 * statuses, each sent once with the order's version to `PUT /order/:id/status`.
 * A 409 reloads the order and reports "moved by another employee"; a 422 is
 * shown in the server's words (in the dialog when one is open).
 */
export function useStatusMoves(
  order: MovableOrder | undefined,
  { permission = 'order', onMoved, onMovedByOther, onSettled, riders }: StatusMoveOptions = {},
): StatusMoves {
  const { can } = usePermissions()
  const cache = useOrderCache()
  const [busy, setBusy] = useState<OrderStatus>()
  const [dialog, setDialog] = useState<{ to: DialogMove | FinishMove; version: number }>()
  const inFlight = useRef(false)
  const moves = order ? availableMoves(order, can(permission, 'Update')) : []

  const send = async (
    target: MovableOrder,
    to: OrderStatus,
    version: number,
    details: MoveDetails = NO_DETAILS,
  ): Promise<Outcome | undefined> => {
    if (inFlight.current) return undefined
    inFlight.current = true
    setBusy(to)
    try {
      const { Data } = await apiRequest(orderRoutes.changeOrderStatus, {
        params: { id: target.id },
        body: { status: to, version, ...details },
      })
      await cache.store(Data)
      void cache.revalidateLists()
      void toastSuccess(`Order ${Data.number} is now ${ORDER_STATUS_LABELS[to].toLowerCase()}.`)
      onMoved?.(Data)
      return { kind: 'moved', order: Data }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        await reportMovedByOther(target)
        return { kind: 'movedByOther' }
      }
      return { kind: 'refused', error }
    } finally {
      inFlight.current = false
      setBusy(undefined)
    }
  }

  const reportMovedByOther = async (target: MovableOrder) => {
    let current: Order | undefined
    try {
      current = (await apiRequest(orderRoutes.getOrder, { params: { id: target.id } })).Data
      await cache.store(current)
    } catch {
      current = undefined
    }
    void cache.revalidateLists()
    if (onMovedByOther) onMovedByOther(current)
    else if (current) void toastError(ORDER_MESSAGES.movedByOther(current.status))
  }

  const request = (to: OrderStatus) => {
    if (!order || inFlight.current || !moves.includes(to)) {
      onSettled?.()
      return
    }
    if (transitionRequirement(to) || asksCashReceived(order, to)) {
      setDialog({ to: to as DialogMove | FinishMove, version: order.version })
      return
    }
    void send(order, to, order.version).then((outcome) => {
      if (outcome?.kind === 'refused') void toastError(errorMessage(outcome.error))
      onSettled?.()
    })
  }

  const closeDialog = () => {
    setDialog(undefined)
    onSettled?.()
  }

  const submitDialog = async (details: MoveDetails): Promise<SubmissionErrors | undefined> => {
    if (!order || !dialog) return undefined
    const outcome = await send(order, dialog.to, dialog.version, details)
    if (outcome?.kind === 'refused') return shownOnce(serverFailure(outcome.error).submission)
    // Lost to another tablet: the dialog closes, the toast says what the order is now.
    closeDialog()
    return undefined
  }

  const onClose = () => {
    if (!inFlight.current && dialog) closeDialog()
  }
  const finishing = dialog?.to === 'delivered' || dialog?.to === 'picked_up'
  const dialogs = order ? (
    <>
      <MoveDialog
        order={order}
        to={finishing ? undefined : (dialog?.to as DialogMove | undefined)}
        version={dialog?.version ?? order.version}
        onSubmit={submitDialog}
        riders={riders}
        onClose={onClose}
      />
      <CashReceivedDialog
        order={order}
        to={finishing ? (dialog.to as FinishMove) : undefined}
        onSubmit={(cash) => submitDialog({ ...NO_DETAILS, cash })}
        onClose={onClose}
      />
    </>
  ) : null

  return { moves, busy, request, dialogs }
}
