import { formatUsd } from '../fields'

/** What the server says of an order taken by phone that cannot be placed (quote problems, 422s). */
export const PHONE_ORDER_MESSAGES = {
  productUnknown: (line: number) => `Item ${line}: the product does not exist.`,
  productUnavailable: (product: string) => `${product} is not available now.`,
  productNotAtBranch: (product: string, branch: string) => `${product} is not sold at ${branch}.`,
  optionUnknown: (product: string) =>
    `${product} has no such option any more; choose its options again.`,
  optionRequired: (product: string, group: string) =>
    `Choose a ${group.toLowerCase()} for ${product}.`,
  optionTooFew: (product: string, group: string, min: number) =>
    `Choose at least ${min} ${group.toLowerCase()} for ${product}.`,
  optionTooMany: (product: string, group: string, max: number) =>
    `Choose at most ${max} ${group.toLowerCase()} for ${product}.`,
  branchInactive: (branch: string) => `${branch} is switched off.`,
  branchPaused: (branch: string) =>
    `${branch} is paused and takes no orders now; schedule the order for later or choose another branch.`,
  branchClosed: (branch: string) =>
    `${branch} is closed now; schedule the order for when it opens.`,
  branchClosedAt: (branch: string) => `${branch} is closed at the time chosen.`,
  scheduledPast: 'The time for later must be in the future.',
  scheduledTooFar: (days: number) => `The time for later must be within the next ${days} days.`,
  areaNotServed: (branch: string, area: string) => `${branch} does not deliver to ${area}.`,
  belowMinimum: (area: string, minimum: string) =>
    `Minimum order for ${area} is ${formatUsd(minimum)}`,
  couponUnknown: (code: string) => `Coupon ${code} does not exist.`,
  couponNothingOff: (code: string) => `Coupon ${code} takes nothing off this order.`,
  pointsNewCustomer: 'A new customer has no points to redeem.',
  pointsNoRate: 'No points rate is active: points cannot be redeemed now.',
  pointsAboveBalance: (points: number) => `The customer has only ${points} points.`,
  pointsBelowMinimum: (points: number) => `Redeem at least ${points} points at once.`,
  pointsAboveTotal: 'The points are worth more than the order: redeem fewer.',
  walletEmpty: 'The customer’s wallet is empty.',
  walletShort: (balance: string, total: string) =>
    `The wallet holds ${balance}, less than the total of ${total}: choose cash or card.`,
  customerBlocked: (name: string) => `${name} is blocked and cannot order.`,
  customerUnknown: 'The customer does not exist.',
  phoneTaken: (phone: string, name: string) =>
    `${phone} already belongs to ${name}: take the order for them instead.`,
  addressUnknown: 'The customer has no saved address with this number.',
  branchUnknown: 'The branch does not exist.',
} as const
