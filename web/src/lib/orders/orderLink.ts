import { recordRoute } from 'contracts'
import { useCallback } from 'react'
import { usePermissions } from '../session'

/**
 * Where a link to an order goes for the signed-in employee (board cards, a
 * customer's or a coupon's orders, the ledgers): its edit screen for those who
 * may handle orders (Update), its read view for those who may only View, and
 * nowhere (undefined: show the number as text) for the others.
 */
export function useOrderLink(): (orderId: number) => string | undefined {
  const { can } = usePermissions()
  const update = can('order', 'Update')
  const view = can('order')
  return useCallback(
    (orderId: number) =>
      update
        ? recordRoute('order', orderId, 'edit')
        : view
          ? recordRoute('order', orderId, 'view')
          : undefined,
    [update, view],
  )
}
