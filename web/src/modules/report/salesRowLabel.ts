import type { PaymentMethod, SalesGroup, SalesReport } from 'contracts'
import { branchLabel } from '../../lib/branches'
import { formatDate } from '../../lib/dates'
import { paymentMethodLabel } from '../../lib/orders'
import { m } from './words'

type SalesRow = SalesReport['rows'][number]

/**
 * A row's group in the page's language: a day's date, a payment method's word, "No rider"
 * (coupon, category) for the orders of none, else the record's name, its Arabic one
 * (`labelAr`) to an employee who works in Arabic.
 */
export function salesRowLabel(groupBy: SalesGroup, row: SalesRow): string {
  if (groupBy === 'day') return formatDate(`${row.key}T00:00:00.000Z`, 'UTC')
  if (groupBy === 'payment') return paymentMethodLabel(row.key as PaymentMethod)
  if (row.key === '' && groupBy === 'rider') return m.noRiderRow()
  if (row.key === '' && groupBy === 'coupon') return m.noCouponRow()
  if (row.key === '' && groupBy === 'category') return m.noCategoryRow()
  return branchLabel({ name: row.label, nameAr: row.labelAr })
}
