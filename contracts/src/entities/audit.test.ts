import { describe, expect, it } from 'vitest'
import { auditListQuerySchema, describeChange, describeEvent, optionGroupChanges } from './audit'
import type { AuditEvent } from './audit'

const move: AuditEvent = {
  id: 1,
  at: '2026-11-25T10:20:00.000Z',
  employeeId: 2,
  employeeName: 'Karim Khoury',
  module: 'order',
  recordId: 7,
  recordLabel: '#BEY-10007',
  branchId: 1,
  action: 'status',
  changes: [{ field: 'status', label: 'Status', before: 'ready', after: 'out_for_delivery' }],
}

describe('an audit event in words', () => {
  it('names the field by its label and an order’s statuses in words', () => {
    expect(describeEvent(move)).toBe(
      'Karim Khoury moved “#BEY-10007”: Status from Ready to Out for delivery',
    )
  })

  it('says a rejection’s reason', () => {
    const rejected = {
      ...move,
      changes: [
        { field: 'status', label: 'Status', before: 'pending', after: 'rejected' },
        { field: 'rejectionNote', label: 'Reason', before: null, after: 'Out of stock' },
      ],
    }
    expect(describeEvent(rejected)).toBe(
      'Karim Khoury moved “#BEY-10007”: Status from Pending to Rejected, Reason Out of stock',
    )
  })

  it('reads amounts as money, other values as they are', () => {
    const amount = { field: 'amount', label: 'Amount', before: null, after: '20.00' }
    expect(describeChange(amount, 'wallets')).toBe('Amount $20.00')
    const balance = { field: 'balance', label: 'Balance', before: '1250.50', after: '1230.50' }
    expect(describeChange(balance, 'wallets')).toBe('Balance from $1,250.50 to $1,230.50')
    // Pounds as pounds, a rate as a rate, a recharge's tender in words.
    const pounds = { field: 'amountLbp', label: 'Pounds received', before: null, after: 1500000 }
    expect(describeChange(pounds, 'wallets')).toBe('Pounds received 1,500,000 LBP')
    const rate = { field: 'lbpPerUsd', label: 'Rate', before: null, after: 89500 }
    expect(describeChange(rate, 'wallets')).toBe('Rate 89,500 LBP per dollar')
    const tender = { field: 'tender', label: 'Tender', before: null, after: 'cash_lbp' }
    expect(describeChange(tender, 'wallets')).toBe('Tender Cash in pounds')
    const name = { field: 'name', label: 'Name', before: 'Soup', after: '' }
    expect(describeChange(name, 'category')).toBe('Name from Soup to empty')
    // A key is words only in its own module: a notification's "sent" is not an order's.
    const sent = { field: 'status', label: 'Status', before: 'scheduled', after: 'sent' }
    expect(describeChange(sent, 'notification')).toBe('Status from Scheduled to Sent')
    // Every amount the same way, a shortfall with a minus sign.
    const short = { field: 'difference', label: 'Difference', before: null, after: '-8.26' }
    expect(describeChange(short, 'report')).toBe('Difference −$8.26')
  })

  it('reads an option price change as that option alone', () => {
    const group = (large: string, extra = false) => ({
      name: 'Size',
      required: true,
      minSelect: 1,
      maxSelect: 1,
      options: [
        { name: 'Small', priceDelta: '0.00' },
        { name: 'Large', priceDelta: large },
        ...(extra ? [{ name: 'Family', priceDelta: '4.00' }] : []),
      ],
    })
    const sauces = { name: 'Sauce', minSelect: 0, maxSelect: 2, options: [{ name: 'Garlic' }] }
    expect(optionGroupChanges([group('1.00'), sauces], [group('1.50'), sauces])).toBe(
      'Large: $1.00 → $1.50',
    )
    expect(optionGroupChanges([group('1.00'), sauces], [group('1.00', true)])).toBe(
      'Family added (+$4.00); Sauce removed',
    )
    const change = {
      field: 'optionGroups',
      label: 'Option groups',
      before: null,
      after: 'Large: $1.00 → $1.50',
    }
    expect(describeChange(change, 'product')).toBe('Large: $1.00 → $1.50')
  })
})

describe('GET /audit?field=', () => {
  it('takes a field’s key, nothing else', () => {
    expect(auditListQuerySchema.safeParse({ field: 'compareAtPrice' }).success).toBe(true)
    expect(auditListQuerySchema.safeParse({ field: 'Price from' }).success).toBe(false)
    expect(auditListQuerySchema.safeParse({ field: '%' }).success).toBe(false)
  })
})
