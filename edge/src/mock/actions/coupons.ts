import { COUPON_ORDERS_SHOWN, centsToMoney, couponRoutes, moneyToCents } from 'contracts'
import { bind, pathRecord } from '../context'
import type { Binding } from '../context'
import { TABLE } from '../rows'
import { branchNames } from '../branches/names'
import type { OrderRow } from '../rows'

/** The sum of one money field over the orders, exact in cents. */
const sum = (orders: OrderRow[], field: 'discount' | 'total') =>
  centsToMoney(orders.reduce((cents, o) => cents + moneyToCents(o[field]), 0))

/**
 * `GET /coupon/:id/orders`: the latest orders that used the coupon's code, of
 * the actor's branches, their count and sums. The route's `detail` says who
 * gets the orders one by one and who the sums: mount.ts leaves out the other.
 */
export const couponBindings: Binding[] = [
  bind(couponRoutes.listCouponOrders, (call) => {
    const { store, scope } = call
    const coupon = pathRecord(call, TABLE.coupon)
    const used = [...store.table(TABLE.order).values()]
      .filter((o) => o.couponCode === coupon.code && scope.has(o.branchId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    return {
      Data: used.slice(0, COUPON_ORDERS_SHOWN).map((o) => ({
        id: o.id,
        number: o.number,
        createdAt: o.createdAt,
        customerName: o.customer.name,
        ...branchNames(store, o.branchId),
        discount: o.discount,
        total: o.total,
      })),
      TotalCount: used.length,
      Sums: { discount: sum(used, 'discount'), total: sum(used, 'total') },
    }
  }),
]
