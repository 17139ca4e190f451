import { z } from 'zod'
import { centsToMoney, formatUsd, moneyToCents, required } from './fields'
import { latinDigits, numberParts } from './input'
import type { Reading } from './input'

/**
 * Lebanese pounds beside the dollar: an LBP amount is a whole number (no
 * decimals, ever), a rate is whole pounds per dollar, and every conversion
 * is integer arithmetic on USD cents, never floating point.
 */

/** The largest LBP amount a box or a body takes: 99,999,999,999 LBP. */
export const LBP_MAX = 99_999_999_999
/** The largest rate: 10,000,000 LBP per dollar. */
export const RATE_MAX = 10_000_000

export const LBP_MESSAGES = {
  amount: 'Enter an amount in pounds such as 450,000 or 450k',
  decimals: 'Pounds have no decimals: enter a whole amount such as 450,000',
  negative: 'Cannot be negative',
  tooLarge: `Cannot be more than ${'99,999,999,999'} LBP`,
  rate: 'Enter the pounds per dollar, such as 89,500 or 89.5k',
  rateRange: 'The rate must be between 1 and 10,000,000 LBP per dollar',
} as const

const refuse = (message: string) => ({ ok: false as const, message })

/** `LBP`, `LL`, `L.L.`, `ل.ل.`, `ل.ل` before or after the amount. */
const LBP_WORDS = /^(?:lbp|l\.?l\.?|ل\.?ل\.?)\s*|\s*(?:lbp|l\.?l\.?|ل\.?ل\.?)$/giu

/**
 * An LBP amount as people type it: `450000`, `450,000`, `450 000`, `450k`,
 * `1.5m`, `٤٥٠٬٠٠٠`, `LBP 450,000`, `450,000 LL`, `٤٥٠٬٠٠٠ ل.ل.` → 450000.
 * Refuses words, negatives and decimals that leave a fraction of a pound.
 */
export function readLbp(text: string): Reading<number> {
  let t = latinDigits(text).trim().replace(LBP_WORDS, '').trim()
  const scale = /\s*([km])$/i.exec(t)
  let factor = 1
  if (scale) {
    factor = scale[1]!.toLowerCase() === 'k' ? 1_000 : 1_000_000
    t = t.slice(0, scale.index)
  }
  const parts = numberParts(t)
  if (!parts) return refuse(LBP_MESSAGES.amount)
  const fraction = parts.fraction.replace(/0+$/, '')
  if (parts.negative && !/^0*$/.test(parts.whole + fraction)) return refuse(LBP_MESSAGES.negative)
  const places = String(factor).length - 1
  if (fraction.length > places) return refuse(LBP_MESSAGES.decimals)
  const digits = (parts.whole + fraction.padEnd(places, '0')).replace(/^0+(?=\d)/, '')
  if (digits.length > 11) return refuse(LBP_MESSAGES.tooLarge)
  const value = Number(digits)
  return value > LBP_MAX ? refuse(LBP_MESSAGES.tooLarge) : { ok: true, value }
}

/** A rate as people type it (`89500`, `89,500`, `89.5k`, `٨٩٬٥٠٠`): whole pounds per dollar. */
export function readRate(text: string): Reading<number> {
  const read = readLbp(text)
  if (!read.ok)
    return refuse(read.message === LBP_MESSAGES.amount ? LBP_MESSAGES.rate : read.message)
  return read.value < 1 || read.value > RATE_MAX ? refuse(LBP_MESSAGES.rateRange) : read
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/**
 * 450000 → "450,000 LBP": how the SPA, tickets and messages show pounds; below
 * zero with a minus sign, as dollars are (−45000 → "−45,000 LBP").
 */
export const formatLbp = (amount: number): string =>
  `${amount < 0 ? '−' : ''}${grouped.format(Math.abs(amount))} LBP`

/** A rate as it reads: "89,500 LBP per dollar". */
export const formatRate = (lbpPerUsd: number): string =>
  `${grouped.format(lbpPerUsd)} LBP per dollar`

/** An LBP amount field of a body: a whole number of pounds, 0 to LBP_MAX. */
export const lbp = (label: string) =>
  z
    .number({ error: required(label, 'a whole number of pounds such as 450000') })
    .int({ error: `${label} must be a whole number of pounds such as 450000` })
    .min(0, { error: `${label} cannot be negative` })
    .max(LBP_MAX, { error: `${label} must be at most ${LBP_MAX}` })
/** Any LBP amount, for read shapes. */
export const lbpSchema = lbp('Amount')
/** An LBP amount that may be below zero (a difference), for read shapes. */
export const signedLbpSchema = z.number().int().min(-LBP_MAX).max(LBP_MAX)

/** A rate field: whole pounds per dollar, 1 to RATE_MAX. */
export const rateField = (label = 'Rate') =>
  z
    .number({ error: required(label, 'a whole number of pounds per dollar such as 89500') })
    .int({ error: `${label} must be a whole number of pounds per dollar such as 89500` })
    .min(1, { error: LBP_MESSAGES.rateRange })
    .max(RATE_MAX, { error: LBP_MESSAGES.rateRange })

/** The steps an LBP amount due may be rounded to. */
export const LBP_ROUNDING_STEPS = [1000, 5000, 10000] as const
export type LbpRoundingStep = (typeof LBP_ROUNDING_STEPS)[number]

/** `amount` to the nearest `step`, halves up: 1,027,500 at 5,000 → 1,030,000. */
export function roundLbp(amount: number, step: number): number {
  const sign = amount < 0 ? -1 : 1
  const abs = Math.abs(amount)
  return sign * Math.floor((abs + step / 2) / step) * step
}

/** USD cents in pounds at `lbpPerUsd`, exact (a fraction of a pound rounds half up). */
export function centsToLbp(cents: number, lbpPerUsd: number): number {
  const sign = cents < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(cents) * lbpPerUsd + 50) / 100)
}

/** USD cents in pounds at `lbpPerUsd`, rounded to `step` (what is due in pounds). */
export const centsToLbpDue = (cents: number, lbpPerUsd: number, step: number): number => {
  const sign = cents < 0 ? -1 : 1
  const exact = Math.abs(cents) * lbpPerUsd // in hundredths of a pound
  return sign * Math.floor((exact + (step * 100) / 2) / (step * 100)) * step
}

/** Pounds valued in USD cents at `lbpPerUsd`, to the nearest cent, halves up. */
export function lbpToCents(amount: number, lbpPerUsd: number): number {
  const sign = amount < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(amount) * 200 + lbpPerUsd) / (2 * lbpPerUsd))
}

/** "$20.00 and 450,000 LBP", "$20.00", "450,000 LBP", or "nothing". */
export function bothCurrencies(usd: string, lbpAmount: number): string {
  const parts = []
  if (moneyToCents(usd) !== 0) parts.push(formatUsd(usd))
  if (lbpAmount !== 0) parts.push(formatLbp(lbpAmount))
  return parts.length ? parts.join(' and ') : formatUsd('0.00')
}

/** USD and LBP valued together in USD at the rate: "25.03". */
export const valueInUsd = (usd: string, lbpAmount: number, lbpPerUsd: number): string =>
  centsToMoney(moneyToCents(usd) + lbpToCents(lbpAmount, lbpPerUsd))

/**
 * A dollar amount typed about a thousand times what was expected (or more):
 * likely pounds typed in the dollar box. The SPA asks "Is this in pounds?"
 * before it sends anything.
 */
export function mayBePounds(typedUsd: string, expectedUsd: string): boolean {
  const expected = moneyToCents(expectedUsd)
  const typed = moneyToCents(typedUsd)
  return expected > 0 && typed >= expected * 500
}

/** The question the SPA asks then, with the amount read as pounds. */
export const mayBePoundsQuestion = (typedUsd: string) =>
  `Is this in pounds? ${formatUsd(typedUsd)} is about a thousand times what is expected; ${formatLbp(Math.round(moneyToCents(typedUsd) / 100))} would be.`
