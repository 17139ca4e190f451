/**
 * When a coupon may be used, decided once for both sides: the mock counts a use
 * only when these rules let the order have it, and the coupon screens describe them.
 */
import { z } from 'zod'
import { moneyToCents, timeOfDay, whenValid } from '../fields'
import { businessTimeZone, wallClock } from '../time-zone'
import { WEEKDAYS } from './opening-hours'
import type { Weekday } from './opening-hours'

/** Which orders a coupon is for. */
export const COUPON_FULFILMENTS = ['any', 'delivery', 'pickup'] as const
export type CouponFulfilment = (typeof COUPON_FULFILMENTS)[number]
export const COUPON_FULFILMENT_LABELS: Record<CouponFulfilment, string> = {
  any: 'Delivery and pickup',
  delivery: 'Delivery only',
  pickup: 'Pickup only',
}

/** Some weekdays, between two times of day on the business's clock; `to` after `from`, same day. */
export const happyHourSchema = z
  .strictObject({
    days: z
      .array(z.enum(WEEKDAYS, { error: 'Day must be a weekday name' }), {
        error: 'Days must be a list',
      })
      .min(1, 'Choose at least one day')
      .max(7, 'Choose at most seven days')
      .refine((days) => new Set(days).size === days.length, 'A day is listed twice'),
    from: timeOfDay('From'),
    to: timeOfDay('Until'),
  })
  .refine((h) => h.to > h.from, {
    error: 'The happy hour must end after it starts',
    path: ['to'],
    ...whenValid('from', 'to'),
  })
export type HappyHour = z.infer<typeof happyHourSchema>

const twoDigits = (n: number) => String(n).padStart(2, '0')

/**
 * The weekday and `HH:MM` at an instant on the business's clock
 * (BUSINESS_TIME_ZONE, default Asia/Beirut), whatever the machine's zone.
 */
export function businessClock(
  ms: number,
  zone: string = businessTimeZone(),
): { day: Weekday; time: string } {
  const w = wallClock(ms, zone)
  return { day: w.weekday as Weekday, time: `${twoDigits(w.hour)}:${twoDigits(w.minute)}` }
}

/** Whether an instant falls in a happy hour (`from` included, `to` not), on the business's clock. */
export function inHappyHour(
  happyHour: HappyHour,
  ms: number,
  zone: string = businessTimeZone(),
): boolean {
  const { day, time } = businessClock(ms, zone)
  return happyHour.days.includes(day) && time >= happyHour.from && time < happyHour.to
}

/** What the rules read of a coupon (its record, or its input plus `usedCount`). */
export interface CouponRules {
  isActive: boolean
  startsAt: string
  endsAt: string
  minOrderTotal: string
  usageLimit: number | null
  perCustomerLimit: number | null
  usedCount: number
  firstOrderOnly: boolean
  fulfilment: CouponFulfilment
  happyHour: HappyHour | null
}

/** An order about to use a coupon. */
export interface CouponUse {
  at: number
  subtotalCents: number
  fulfilment: 'delivery' | 'pickup'
  /** Orders the customer placed before this one. */
  customerOrders: number
  /** Orders of the customer that already used this coupon. */
  customerUses: number
}

export const COUPON_REFUSALS = {
  inactive: 'The coupon is switched off.',
  notStarted: 'The coupon has not started yet.',
  ended: 'The coupon has ended.',
  outsideHappyHour: 'The coupon works only in its happy hour.',
  fulfilment: 'The coupon is not for this kind of order.',
  minOrder: 'The order is below the coupon’s minimum.',
  usedUp: 'The coupon has no uses left.',
  customerUsedUp: 'The customer has used this coupon as often as allowed.',
  notFirstOrder: 'The coupon is for a first order only.',
} as const

/** Why an order cannot use a coupon, or null when it can. */
export function couponRefusal(coupon: CouponRules, use: CouponUse): string | null {
  if (!coupon.isActive) return COUPON_REFUSALS.inactive
  if (use.at < Date.parse(coupon.startsAt)) return COUPON_REFUSALS.notStarted
  if (use.at >= Date.parse(coupon.endsAt)) return COUPON_REFUSALS.ended
  if (coupon.happyHour && !inHappyHour(coupon.happyHour, use.at)) {
    return COUPON_REFUSALS.outsideHappyHour
  }
  if (coupon.fulfilment !== 'any' && coupon.fulfilment !== use.fulfilment) {
    return COUPON_REFUSALS.fulfilment
  }
  if (use.subtotalCents < moneyToCents(coupon.minOrderTotal)) return COUPON_REFUSALS.minOrder
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return COUPON_REFUSALS.usedUp
  }
  if (coupon.perCustomerLimit !== null && use.customerUses >= coupon.perCustomerLimit) {
    return COUPON_REFUSALS.customerUsedUp
  }
  if (coupon.firstOrderOnly && use.customerOrders > 0) return COUPON_REFUSALS.notFirstOrder
  return null
}
