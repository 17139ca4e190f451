import { describe, expect, it } from 'vitest'
import { orderStatusBodySchema } from './order'
import { RIDER_MESSAGES, riderInputSchema, riderSettlementBodySchema } from './rider'

const errorsOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('the status body', () => {
  it('needs the rider to send a delivery order out, in the words of the issue', () => {
    const refused = orderStatusBodySchema.safeParse({ status: 'out_for_delivery', version: 3 })
    expect(errorsOf(refused)).toEqual({ riderId: RIDER_MESSAGES.riderRequired })
    expect(RIDER_MESSAGES.riderRequired).toBe('Choose the rider who takes this order')
    const sent = orderStatusBodySchema.parse({ status: 'out_for_delivery', version: 3, riderId: 7 })
    expect(sent.riderId).toBe(7)
  })

  it('asks no rider for any other move', () => {
    expect(orderStatusBodySchema.parse({ status: 'delivered', version: 1 }).riderId).toBeNull()
    expect(orderStatusBodySchema.parse({ status: 'picked_up', version: 1 }).riderId).toBeNull()
  })

  it('does not pile the rider rule on a bad status', () => {
    const refused = orderStatusBodySchema.safeParse({ status: 'away', version: 1 })
    expect(Object.keys(errorsOf(refused))).toEqual(['status'])
  })
})

describe('the rider form', () => {
  it('takes a phone in E.164 only, and one of the vehicles', () => {
    const base = { name: 'Ali Haddad', branchId: 1, vehicle: 'motorbike' }
    expect(riderInputSchema.safeParse({ ...base, phone: '+961 3 123 456' }).success).toBe(false)
    expect(riderInputSchema.safeParse({ ...base, phone: '03 123 456' }).success).toBe(false)
    expect(riderInputSchema.parse({ ...base, phone: '+9613123456' }).isActive).toBe(true)
    expect(
      errorsOf(riderInputSchema.safeParse({ ...base, phone: '+9613123456', vehicle: 'jet' })),
    ).toHaveProperty('vehicle')
  })
})

describe('the settlement body', () => {
  it('takes the pounds counted as a whole number, never a fraction or below zero', () => {
    expect(
      riderSettlementBodySchema.parse({ amount: '40.00', amountLbp: 1_500_000 }),
    ).toMatchObject({ amount: '40.00', amountLbp: 1_500_000 })
    expect(
      errorsOf(riderSettlementBodySchema.safeParse({ amount: '40.00', amountLbp: 1500.5 })),
    ).toHaveProperty('amountLbp')
    expect(
      errorsOf(riderSettlementBodySchema.safeParse({ amount: '40.00', amountLbp: -5000 })),
    ).toHaveProperty('amountLbp')
  })

  it('takes a counted amount with two decimals and an optional note', () => {
    expect(riderSettlementBodySchema.parse({ amount: '42.50' })).toEqual({
      amount: '42.50',
      amountLbp: 0,
      note: '',
      confirmLargeDifference: false,
    })
    expect(errorsOf(riderSettlementBodySchema.safeParse({ amount: '-1.00' }))).toHaveProperty(
      'amount',
    )
  })
})
