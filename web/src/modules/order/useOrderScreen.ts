import { ORDER_MESSAGES, orderRoutes } from 'contracts'
import type { Order } from 'contracts'
import { useState } from 'react'
import { useApi } from '../../lib/api'
import { say } from '../../lib/i18n'
import { useStatusMoves } from '../../lib/orders'
import { useIdParam, useRecordMode } from '../../lib/resource'
import { usePermissions } from '../../lib/session'

/**
 * The order screen's state: the order (read again when the tab regains
 * focus: others move orders too), its status moves, and the message after
 * another employee moved it first. At `/order/{id}` (no "edit": View is enough)
 * it is read only: no moves, and Edit for those who may handle orders.
 */
export function useOrderScreen() {
  const id = useIdParam('orderId')
  const readOnly = useRecordMode(id) === 'view'
  const { can } = usePermissions()
  const { data, error, isLoading, mutate } = useApi(orderRoutes.getOrder, {
    params: { id: id ?? 0 },
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  })
  const order: Order | undefined = data?.Data
  const [movedByOther, setMovedByOther] = useState<string>()
  const moves = useStatusMoves(order, {
    onMoved: () => setMovedByOther(undefined),
    onMovedByOther: (current) => {
      if (current) setMovedByOther(say(ORDER_MESSAGES.movedByOther(current.status)))
      else void mutate()
    },
  })
  return {
    order,
    error,
    isLoading: isLoading || (!order && !error),
    retry: () => void mutate(),
    moves,
    movedByOther,
    readOnly,
    canUpdate: can('order', 'Update'),
  }
}
