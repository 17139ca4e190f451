import { CUSTOMER_SEGMENT_LABELS } from 'contracts'
import type { CustomerSegment, NotificationAudience } from 'contracts'

/** "All customers", "Loyal customers (10 orders or more)", "3 chosen customers". */
export function audienceInWords(n: {
  audience: NotificationAudience
  segment: CustomerSegment | null
  customerIds: readonly number[]
}): string {
  if (n.audience === 'segment') return n.segment ? CUSTOMER_SEGMENT_LABELS[n.segment] : 'A segment'
  if (n.audience === 'customers') {
    const count = n.customerIds.length
    return count === 1 ? '1 chosen customer' : `${count.toLocaleString('en-US')} chosen customers`
  }
  return 'All customers'
}

/** "1 customer", "2,913 customers". */
export const customersCount = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'customer' : 'customers'}`
