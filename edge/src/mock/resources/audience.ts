import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'

const DAY_MS = 24 * 60 * 60 * 1000

/** Whether a customer falls in a notification segment (the contract's segment labels). */
export function inSegment(customer: Row, segment: string, now: number): boolean {
  switch (segment) {
    case 'new':
      return Date.parse(customer.createdAt) >= now - 30 * DAY_MS
    case 'inactive': {
      const last = customer.lastOrderAt as string | null
      return last === null || Date.parse(last) < now - 60 * DAY_MS
    }
    case 'loyal':
      return (customer.ordersCount as number) >= 10
    case 'birthday':
      return Number(String(customer.dateOfBirth).slice(5, 7)) === new Date(now).getUTCMonth() + 1
    default:
      return false
  }
}

/** How many customers a notification reaches (blocked customers get nothing). */
export function audienceSize(store: Store, input: Record<string, unknown>): number {
  const customers = store.table(TABLE.customer)
  if (input.audience === 'customers') {
    return (input.customerIds as number[]).filter((id) => {
      const c = customers.get(id)
      return c && !c.isBlocked
    }).length
  }
  const now = store.now()
  let n = 0
  for (const c of customers.values()) {
    if (c.isBlocked) continue
    if (input.audience === 'all' || inSegment(c, input.segment as string, now)) n++
  }
  return n
}
