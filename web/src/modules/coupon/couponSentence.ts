import { MONEY_PATTERN, WEEKDAYS, formatUsd, moneyToCents } from 'contracts'
import type { CouponFulfilment, CouponTarget, DiscountType, HappyHour, Weekday } from 'contracts'
import { businessCity, formatDateTime } from '../../lib/dates'

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
const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

/** "15%" or "12.5%" from "15.00" or "12.50". */
function percent(value: string) {
  return `${Number(value)}%`
}

/** Monday–Thursday, or "Monday, Wednesday and Friday", or "every day": the days in week order. */
export function weekdaysText(days: readonly Weekday[]): string {
  const on = WEEKDAYS.filter((d) => days.includes(d))
  if (on.length === 7) return 'every day'
  const runs: Weekday[][] = []
  for (const day of on) {
    const run = runs.at(-1)
    const last = run?.at(-1)
    if (run && last && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(last) + 1) run.push(day)
    else runs.push([day])
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3
      ? [`${DAY_NAMES[run[0]!]}–${DAY_NAMES[run.at(-1)!]}`]
      : run.map((d) => DAY_NAMES[d]),
  )
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!
}

/** "15% off orders", "$5.00 off pickup orders", "Free delivery": what it takes off. */
function offer(c: CouponTerms): string | undefined {
  const value = positive(c.value)
  if (!value) return undefined
  const off = c.discountType === 'percent' ? percent(value) : formatUsd(value)
  if (c.appliesTo === 'delivery') {
    return c.discountType === 'percent' && moneyToCents(value) >= 10_000
      ? 'Free delivery'
      : `${off} off delivery`
  }
  const orders =
    c.fulfilment === 'delivery'
      ? 'delivery orders'
      : c.fulfilment === 'pickup'
        ? 'pickup orders'
        : 'orders'
  return `${off} off ${orders}`
}

function minimum(c: CouponTerms): string {
  const min = positive(c.minOrderTotal)
  if (!min) return ''
  return c.appliesTo === 'delivery'
    ? ` on orders of ${formatUsd(min)} or more`
    : ` of ${formatUsd(min)} or more`
}

function dates(c: CouponTerms, now: number, timeZone?: string): string | undefined {
  const starts = instant(c.startsAt)
  const ends = instant(c.endsAt)
  if (ends !== undefined && ends <= now) return `ended ${formatDateTime(ends, timeZone)}`
  const until = ends !== undefined ? `until ${formatDateTime(ends, timeZone)}` : undefined
  if (starts !== undefined && starts > now) {
    return [`from ${formatDateTime(starts, timeZone)}`, until].filter(Boolean).join(' ')
  }
  return until
}

function happyHourText(h: Partial<HappyHour> | null | undefined): string | undefined {
  if (!h?.days?.length || !h.from || !h.to) return undefined
  return `${weekdaysText(h.days)} ${h.from}–${h.to} (${businessCity()} time)`
}

function uses(c: CouponTerms): string[] {
  const out: string[] = []
  if (c.usageLimit) {
    const left = Math.max(0, c.usageLimit - (c.usedCount ?? 0))
    out.push(`${left} of ${c.usageLimit} uses left`)
  }
  if (c.perCustomerLimit) {
    out.push(
      c.perCustomerLimit === 1 ? 'once per customer' : `${c.perCustomerLimit} times per customer`,
    )
  }
  if (c.firstOrderOnly) out.push('first order only')
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
  if (!head) return 'Enter the discount to see what the coupon does.'
  const cap = c.discountType === 'percent' && positive(c.maxDiscount ?? undefined)
  const first = [
    `${head}${minimum(c)}`,
    cap ? `at most ${formatUsd(cap)} off` : undefined,
    happyHourText(c.happyHour),
    dates(c, now, timeZone),
  ].filter(Boolean)
  const rest = uses(c)
  if (c.isActive === false) rest.push('switched off')
  return `${[first.join(', '), ...rest].join('; ')}.`
}
