import { messages } from '../../lib/i18n'
import en from './messages.en.json'

export const m = messages(en)

/** What the points-rate screens call each field. */
export const RATE_LABELS = {
  get pointsPerUsd() {
    return m.pointsPerUsd()
  },
  get usdPerPoint() {
    return m.usdPerPoint()
  },
  get minRedeemPoints() {
    return m.minRedeemPoints()
  },
  get effectiveFrom() {
    return m.effectiveFrom()
  },
  get isActive() {
    return m.isActive()
  },
}
