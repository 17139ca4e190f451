import { POINT_VALUE_PATTERN, centsToMoney, pointValueSchema } from 'contracts'
import { m } from './labels'
import { formatUsd } from '../../lib/i18n/money'

/** The order the sentence prices, in cents ($25.00), and the points it values. */
export const EXAMPLE_ORDER_CENTS = 2500
export const EXAMPLE_POINTS = 500

export interface RateTerms {
  pointsPerUsd?: number | undefined
  usdPerPoint?: string | undefined
  minRedeemPoints?: number | undefined
}

/** Ten-thousandths of a dollar in "0.0125" (the rate has at most 4 decimals). */
function tenThousandths(usd: string): number {
  const [whole = '0', fraction = ''] = usd.split('.')
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'))
}

/**
 * What a rate means in words, as the form is typed: "A $25.00 order earns 25
 * points; 500 points are worth $5.00 and can be redeemed from 100 points".
 * Integer arithmetic (points round down as the server earns them; a value
 * rounds to the cent). Undefined until the terms are valid.
 */
export function rateSentence(terms: RateTerms): string | undefined {
  const { pointsPerUsd, usdPerPoint, minRedeemPoints = 0 } = terms
  if (pointsPerUsd === undefined || !Number.isInteger(pointsPerUsd) || pointsPerUsd < 0)
    return undefined
  if (!Number.isInteger(minRedeemPoints) || minRedeemPoints < 0) return undefined
  const value = usdPerPoint?.trim()
  if (!value || !POINT_VALUE_PATTERN.test(value) || !pointValueSchema.safeParse(value).success)
    return undefined
  const earned = Math.floor((EXAMPLE_ORDER_CENTS * pointsPerUsd) / 100)
  const shown = Math.max(EXAMPLE_POINTS, minRedeemPoints)
  const worthCents = Math.round((shown * tenThousandths(value)) / 100)
  const order = formatUsd(centsToMoney(EXAMPLE_ORDER_CENTS))
  const redeem = minRedeemPoints === 0 ? m.redeemAny() : m.redeemFrom({ min: minRedeemPoints })
  return m.sentence({ order, earned, shown, worth: formatUsd(centsToMoney(worthCents)), redeem })
}
