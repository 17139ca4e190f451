import { COUPON_ORDERS_SHOWN, couponRoutes } from 'contracts'
import { bind, pathRecord } from '../context'
import type { Binding } from '../context'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import { branchName } from './order-rows'
import type { OrderRow } from './order-rows'

type CouponOrderRow = OrderRow & { couponCode: string | null; discount: string }

/**
 * `GET /coupon/:id/orders`: the latest orders that used the coupon's code, of
 * the actor's branches (the count too).
 */
export const couponBindings: Binding[] = [
  bind(couponRoutes.listCouponOrders, (call) => {
    const { store, scope } = call
    const coupon = pathRecord<Row>(call, TABLE.coupon)
    const used = [...store.table<CouponOrderRow>(TABLE.order).values()]
      .filter((o) => o.couponCode === coupon.code && scope.has(o.branchId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    return {
      Data: used.slice(0, COUPON_ORDERS_SHOWN).map((o) => ({
        id: o.id,
        number: o.number,
        createdAt: o.createdAt,
        customerName: o.customer.name,
        branchName: branchName(store, o.branchId),
        discount: o.discount,
        total: o.total,
      })),
      TotalCount: used.length,
    }
  }),
]
