import type { OrdersFilter } from '../../lib/orders'

/**
 * The orders behind one cell of a sales row: the row's, but the cash columns
 * count only cash orders, so they open those (none in a card or wallet row).
 */
export function cellOrders(field: string, orders: OrdersFilter | null): OrdersFilter | null {
  if (!orders || (field !== 'cashUsd' && field !== 'cashLbp')) return orders
  if (orders.paymentMethod !== undefined) return orders.paymentMethod === 'cash' ? orders : null
  return { ...orders, paymentMethod: 'cash' }
}
