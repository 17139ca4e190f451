import { MONEY_PATTERN, WEEKDAYS, moneyToCents } from 'contracts'
import type { CouponFulfilment, CouponTarget, DiscountType, HappyHour, Weekday } from 'contracts'
import { businessCity, formatDateTime } from '../../lib/dates'
import { m } from './labels'
import { formatPercent } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'

/** What the sentence reads of a coupon: its record, or the form's values as typed so far. */
export interface CouponTerms {
  discountType?: DiscountType | undefined
  value?: string | undefined
  maxDiscount?: string | null | undefined
  minOrderTotal?: string | undefined
  startsAt?: string | undefined
  endsAt?: string | undefined
  usageLimit?: number | null | undefined
  perCustomerLimit?: number | null | undefined
  usedCount?: number | undefined
  firstOrderOnly?: boolean | undefined
  appliesTo?: CouponTarget | undefined
  fulfilment?: CouponFulfilment | undefined
  happyHour?: Partial<HappyHour> | null | undefined
  isActive?: boolean | undefined
}

const amount = (value: string | null | undefined) =>
  value && MONEY_PATTERN.test(value) ? value : undefined
const positive = (value: string | null | undefined) => {
  const a = amount(value)
  return a && moneyToCents(a) > 0 ? a : undefined
}
const instant = (value: string | undefined) =>
  value && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : undefined
const DAY_NAMES: Record<Weekday, () => string> = {
  monday: m.monday,
  tuesday: m.tuesday,
  wednesday: m.wednesday,
  thursday: m.thursday,
  friday: m.friday,
  saturday: m.saturday,
  sunday: m.sunday,
}

/** "15%" or "12.5%" from "15.00" or "12.50". */
function percent(value: string) {
  return formatPercent(Number(value))
}

/** Monday–Thursday, or "Monday, Wednesday and Friday", or "every day": the days in week order. */
export function weekdaysText(days: readonly Weekday[]): string {
  const on = WEEKDAYS.filter((d) => days.includes(d))
  if (on.length === 7) return m.everyDay()
  const runs: Weekday[][] = []
  for (const day of on) {
    const run = runs.at(-1)
    const last = run?.at(-1)
    if (run && last && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(last) + 1) run.push(day)
    else runs.push([day])
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3
      ? [m.dayRun({ first: DAY_NAMES[run[0]!](), last: DAY_NAMES[run.at(-1)!]() })]
      : run.map((d) => DAY_NAMES[d]()),
  )
  return parts.length > 1
    ? m.andLast({ rest: commaList(parts.slice(0, -1)), last: parts.at(-1)! })
    : parts[0]!
}

/** "15% off orders", "$5.00 off pickup orders", "Free delivery": what it takes off. */
function offer(c: CouponTerms): string | undefined {
  const value = positive(c.value)
  if (!value) return undefined
  const off = c.discountType === 'percent' ? percent(value) : formatUsd(value)
  if (c.appliesTo === 'delivery') {
    return c.discountType === 'percent' && moneyToCents(value) >= 10_000
      ? m.freeDelivery()
      : m.offDelivery({ off })
  }
  return m.offOrders({ off, fulfilment: c.fulfilment ?? 'any' })
}

/** The offer with its minimum order, when it has one. */
function withMinimum(c: CouponTerms, offer: string): string {
  const min = positive(c.minOrderTotal)
  if (!min) return offer
  return c.appliesTo === 'delivery'
    ? m.minDelivery({ offer, min: formatUsd(min) })
    : m.minOrders({ offer, min: formatUsd(min) })
}

/** Parts joined as a list ("a, b, c"), in the page's language. */
function commaList(parts: readonly string[]): string {
  return parts.reduce((first, next) => m.commaList({ first, next }))
}

function dates(c: CouponTerms, now: number, timeZone?: string): string | undefined {
  const starts = instant(c.startsAt)
  const ends = instant(c.endsAt)
  if (ends !== undefined && ends <= now) return m.ended({ date: formatDateTime(ends, timeZone) })
  if (starts !== undefined && starts > now) {
    const start = formatDateTime(starts, timeZone)
    return ends !== undefined
      ? m.fromUntil({ start, end: formatDateTime(ends, timeZone) })
      : m.fromDate({ date: start })
  }
  return ends !== undefined ? m.untilDate({ date: formatDateTime(ends, timeZone) }) : undefined
}

function happyHourText(h: Partial<HappyHour> | null | undefined): string | undefined {
  if (!h?.days?.length || !h.from || !h.to) return undefined
  return m.happyHourText({
    days: weekdaysText(h.days),
    from: h.from,
    to: h.to,
    city: businessCity(),
  })
}

function uses(c: CouponTerms): string[] {
  const out: string[] = []
  if (c.usageLimit) {
    const left = Math.max(0, c.usageLimit - (c.usedCount ?? 0))
    out.push(m.usesLeft({ left, limit: c.usageLimit }))
  }
  if (c.perCustomerLimit) out.push(m.perCustomer({ count: c.perCustomerLimit }))
  if (c.firstOrderOnly) out.push(m.firstOrder())
  return out
}

/**
 * What a coupon does, as the customer will meet it: "15% off orders of $20.00 or more,
 * at most $5.00 off, until December 31, 2026, 11:59 PM; 37 of 100 uses left; first order
 * only." Parts the values do not say yet (a value not typed) are left out; dates read in
 * the business's zone (or `timeZone`).
 */
export function couponSentence(c: CouponTerms, now = Date.now(), timeZone?: string): string {
  const head = offer(c)
  if (!head) return m.enterDiscount()
  const cap = c.discountType === 'percent' && positive(c.maxDiscount ?? undefined)
  const first = [
    withMinimum(c, head),
    cap ? m.cap({ cap: formatUsd(cap) }) : undefined,
    happyHourText(c.happyHour),
    dates(c, now, timeZone),
  ].filter((part): part is string => Boolean(part))
  const rest = uses(c)
  if (c.isActive === false) rest.push(m.switchedOff())
  const text = [commaList(first), ...rest].reduce((first, next) => m.semicolonList({ first, next }))
  return m.sentenceEnd({ text })
}
