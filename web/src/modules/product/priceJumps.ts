import { moneyToCents } from 'contracts'
import { messages } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'
import en from './messages.en.json'

const m = messages(en)

/** From how many times as much (or as little) a new price is asked about before it is saved. */
const JUMP = 10

interface Priced {
  price?: unknown
  optionGroups?: unknown
}
interface Group {
  name?: string
  options?: { name?: string; priceDelta?: unknown }[]
}

const cents = (value: unknown) =>
  typeof value === 'string' && /^\d+\.\d{2}$/.test(value) ? moneyToCents(value) : null

/** "Price from $15.00 to $1,250.50" when the two differ by 10× or more either way (never from or to nothing). */
function jump(label: string, before: unknown, after: unknown): string | null {
  const from = cents(before)
  const to = cents(after)
  if (!from || !to) return null
  if (to < from * JUMP && from < to * JUMP) return null
  return m.priceJump({
    label,
    before: formatUsd(before as string),
    after: formatUsd(after as string),
  })
}

/**
 * The question to ask before a product is saved with a price or an option's
 * price 10 times (or a tenth) what it was, in words; undefined when none changed so.
 */
export function priceJumpQuestion(before: Priced, after: Priced): string | undefined {
  const jumps = [jump(m.price(), before.price, after.price)]
  const old = (before.optionGroups as Group[] | undefined) ?? []
  for (const group of (after.optionGroups as Group[] | undefined) ?? []) {
    const was = old.find((g) => g.name === group.name)
    for (const option of group.options ?? []) {
      const prior = was?.options?.find((o) => o.name === option.name)
      if (prior)
        jumps.push(
          jump(
            m.optionInGroup({ option: option.name, group: group.name }),
            prior.priceDelta,
            option.priceDelta,
          ),
        )
    }
  }
  const said = jumps.filter((j): j is string => j !== null)
  if (!said.length) return undefined
  return m.priceJumpQuestion({ jumps: said.join('; '), count: said.length })
}
