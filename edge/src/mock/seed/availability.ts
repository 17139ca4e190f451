import type { StoredOff } from '../branches/pace'
import type { SeedProduct } from './catalogue'

const MIN = 60_000

/** The branch whose kitchen has run out of a few items at the seed's now (Beirut - Hamra). */
export const SEED_OFF_BRANCH = 1

/**
 * What Hamra has taken off ("86"): two beef dishes until someone switches
 * them back, and the Large fries until an hour after the seed's now, when
 * they come back by themselves. Each was switched off a while before now.
 */
const SEED_OFF = [
  { product: 'Beef Shawarma Sandwich', option: null, reason: 'Ran out of beef', ago: 35 },
  { product: 'Arabic Beef Shawarma', option: null, reason: 'Ran out of beef', ago: 35 },
  { product: 'French Fries', option: 'Large', reason: 'No large boxes left', ago: 12, back: 60 },
] as const

interface SeedEmployee {
  firstName: string
  lastName: string
  roleId: number
  isActive: boolean
  branchIds: readonly number[]
}

/** The items off at Hamra, as stored (one row for the branch); those it does not sell are left out. */
export function seedAvailability(
  anchor: number,
  products: readonly SeedProduct[],
  employees: readonly SeedEmployee[],
) {
  const who = employees.find(
    (e) =>
      e.isActive &&
      e.roleId === 2 &&
      (e.branchIds.length === 0 || e.branchIds.includes(SEED_OFF_BRANCH)),
  )
  const byName = who ? `${who.firstName} ${who.lastName}` : 'Branch staff'
  const items: StoredOff[] = SEED_OFF.flatMap((off) => {
    const product = products.find(
      (p) => p.name === off.product && p.branchIds.includes(SEED_OFF_BRANCH),
    )
    const option = off.option
      ? product?.optionGroups.flatMap((g) => g.options).find((o) => o.name === off.option)
      : null
    if (!product || option === undefined) return []
    return [
      {
        productId: product.id,
        optionId: option?.id ?? null,
        until: 'back' in off ? new Date(anchor + off.back * MIN).toISOString() : null,
        reason: off.reason,
        at: new Date(anchor - off.ago * MIN).toISOString(),
        byName,
      },
    ]
  })
  return items.length ? [{ id: SEED_OFF_BRANCH, items }] : []
}

/** The products of the seed's items off (whole or by an option): the orders in progress there hold none. */
export const seedOffProducts = (products: readonly SeedProduct[]) =>
  new Set(products.filter((p) => SEED_OFF.some((off) => off.product === p.name)).map((p) => p.id))
