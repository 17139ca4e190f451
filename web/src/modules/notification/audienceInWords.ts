import { CUSTOMER_SEGMENT_LABELS } from 'contracts'
import type { CustomerSegment, NotificationAudience } from 'contracts'
import { say } from '../../lib/i18n'
import { m } from './words'

/** "All customers", "Loyal customers (10 orders or more)", "3 chosen customers". */
export function audienceInWords(n: {
  audience: NotificationAudience
  segment: CustomerSegment | null
  customerIds: readonly number[]
}): string {
  if (n.audience === 'segment')
    return n.segment ? say(CUSTOMER_SEGMENT_LABELS[n.segment]) : m.aSegment()
  if (n.audience === 'customers') {
    return m.chosenCustomers({ count: n.customerIds.length })
  }
  return m.allCustomers()
}

/** "1 customer", "2,913 customers". */
export const customersCount = (count: number) => m.customersCount({ count })
