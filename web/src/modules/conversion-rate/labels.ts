/** What the points-rate screens call each field. */
export const RATE_LABELS = {
  pointsPerUsd: 'Points per USD earned',
  usdPerPoint: 'USD per point redeemed',
  minRedeemPoints: 'Minimum points to redeem',
  effectiveFrom: 'Effective from',
  isActive: 'Active',
}
