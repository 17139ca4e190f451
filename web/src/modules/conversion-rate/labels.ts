import { messages } from '../../lib/i18n'
import en from './messages.en.json'

export const m = messages(en)

/** What the points-rate screens call each field. */
export const RATE_LABELS = {
  pointsPerUsd: m.pointsPerUsd(),
  usdPerPoint: m.usdPerPoint(),
  minRedeemPoints: m.minRedeemPoints(),
  effectiveFrom: m.effectiveFrom(),
  isActive: m.isActive(),
}
