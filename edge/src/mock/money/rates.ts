import { SETTINGS_DEFAULTS, largeDifferenceProblem } from 'contracts'
import type { LbpRoundingStep, Settings } from 'contracts'
import { businessRule } from '../errors'
import { TABLE } from '../rows'
import type { CurrencyRateRow } from '../rows'
import type { Store } from '../store/store'

/**
 * The dollar rate and the cash settings (contracts' entities/currency.ts). A
 * rate is in force from its `effectiveFrom` until the next one's; one in force
 * (or that was) is never edited or deleted, a future one may be deleted before
 * its time. Orders read the rate in force when they are placed (`rateAt`).
 */

/** The rate before any is recorded: the market's for the last years. */
export const FALLBACK_LBP_PER_USD = 89_500

export const rates = (store: Store) => store.table(TABLE.currencyRate)

/** The rate row in force at `ms`: the latest `effectiveFrom` not after it (ties: the last set). */
export const rateRowAt = (store: Store, ms: number): CurrencyRateRow | undefined =>
  rateRowIn(rates(store).values(), ms)

/** {@link rateRowAt} among `rows` (the seed's, before they are stored). */
export function rateRowIn(
  rows: Iterable<CurrencyRateRow>,
  ms: number,
): CurrencyRateRow | undefined {
  let best: CurrencyRateRow | undefined
  for (const r of rows) {
    const from = Date.parse(r.effectiveFrom)
    if (from > ms) continue
    const at = best ? Date.parse(best.effectiveFrom) : -Infinity
    if (!best || from > at || (from === at && r.id > best.id)) best = r
  }
  return best
}

/** LBP per USD in force at `ms`. */
export const rateAt = (store: Store, ms: number): number =>
  rateRowAt(store, ms)?.lbpPerUsd ?? FALLBACK_LBP_PER_USD

/**
 * A settlement's or a close's difference (valued in dollars) past the
 * settings' largest one, not confirmed: a 422 in words under
 * Errors.confirmLargeDifference (contracts' largeDifferenceProblem).
 */
export function assertDifferenceConfirmed(
  store: Store,
  difference: string,
  confirmed: boolean | undefined,
) {
  const max = settingsOf(store).maxCashDifferenceUsd
  const problem = largeDifferenceProblem(difference, max, confirmed)
  if (problem) throw businessRule(problem, { confirmLargeDifference: problem })
}

/** The settings now: the stored record, or the defaults before anyone changed them. */
export function settingsOf(store: Store): Settings {
  const row = store.table(TABLE.settings).get(1)
  return {
    vatPercent: row?.vatPercent ?? SETTINGS_DEFAULTS.vatPercent,
    lbpRoundingStep: (row?.lbpRoundingStep ?? SETTINGS_DEFAULTS.lbpRoundingStep) as LbpRoundingStep,
    maxCashDifferenceUsd: row?.maxCashDifferenceUsd ?? SETTINGS_DEFAULTS.maxCashDifferenceUsd,
    version: row?.version ?? 1,
    updatedAt: row?.updatedAt ?? new Date(0).toISOString(),
  }
}
