import {
  CURRENCY_MESSAGES,
  SETTINGS_DEFAULTS,
  currencyRoutes,
  formatRate,
  formatUsd,
  largeDifferenceProblem,
} from 'contracts'
import type { CurrencyRate, LbpRoundingStep, Settings } from 'contracts'
import { recordEvent } from '../audit/record'
import { bind } from '../context'
import type { Binding } from '../context'
import { businessRule, notFound } from '../errors'
import { assertVersion } from '../resources/generic'
import { TABLE } from '../rows'
import type { Row } from '../rows'
import type { Store } from '../store/store'

/**
 * The dollar rate and the cash settings (contracts' entities/currency.ts). A
 * rate is in force from its `effectiveFrom` until the next one's; one in force
 * (or that was) is never edited or deleted, a future one may be deleted before
 * its time. Orders read the rate in force when they are placed (`rateAt`).
 */

export type CurrencyRateRow = Row & Omit<CurrencyRate, 'createdAt'>
type SettingsRow = Row & Omit<Settings, 'updatedAt' | 'version'>

/** The rate before any is recorded: the market's for the last years. */
export const FALLBACK_LBP_PER_USD = 89_500

const rates = (store: Store) => store.table<CurrencyRateRow>(TABLE.currencyRate)

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
  const row = store.table<SettingsRow>(TABLE.settings).get(1)
  return {
    vatPercent: row?.vatPercent ?? SETTINGS_DEFAULTS.vatPercent,
    lbpRoundingStep: (row?.lbpRoundingStep ?? SETTINGS_DEFAULTS.lbpRoundingStep) as LbpRoundingStep,
    maxCashDifferenceUsd: row?.maxCashDifferenceUsd ?? SETTINGS_DEFAULTS.maxCashDifferenceUsd,
    version: row?.version ?? 1,
    updatedAt: row?.updatedAt ?? new Date(0).toISOString(),
  }
}

const present = (r: CurrencyRateRow): CurrencyRate => ({
  id: r.id,
  lbpPerUsd: r.lbpPerUsd,
  effectiveFrom: r.effectiveFrom,
  note: r.note,
  setBy: r.setBy,
  createdAt: r.createdAt,
})

export const currencyBindings: Binding[] = [
  bind(currencyRoutes.listCurrencyRates, ({ store, query }) => {
    const rows = [...rates(store).values()].sort(
      (a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom) || b.id - a.id,
    )
    const start = (query.page - 1) * query.pageSize
    return {
      Data: rows.slice(start, start + query.pageSize).map(present),
      TotalCount: rows.length,
      Page: query.page,
      PageSize: query.pageSize,
    }
  }),
  bind(currencyRoutes.getCurrentRate, ({ store }) => {
    const row = rateRowAt(store, store.now())
    return {
      Data: row
        ? { lbpPerUsd: row.lbpPerUsd, effectiveFrom: row.effectiveFrom, setBy: row.setBy }
        : {
            lbpPerUsd: FALLBACK_LBP_PER_USD,
            effectiveFrom: new Date(0).toISOString(),
            setBy: { id: 0, name: 'System' },
          },
    }
  }),
  bind(currencyRoutes.createCurrencyRate, ({ c, store, actor, body }) => {
    const now = new Date(store.now()).toISOString()
    const id = store.nextId(TABLE.currencyRate)
    const row: CurrencyRateRow = {
      id,
      createdAt: now,
      updatedAt: now,
      version: 1,
      lbpPerUsd: body.lbpPerUsd,
      effectiveFrom: body.effectiveFrom ?? now,
      note: body.note,
      setBy: {
        id: actor.employee.id,
        name: `${actor.employee.firstName} ${actor.employee.lastName}`,
      },
    }
    rates(store).put(id, row)
    recordEvent(c, {
      module: 'currencyRate',
      recordId: id,
      recordLabel: formatRate(row.lbpPerUsd),
      action: 'create',
      changes: [
        { field: 'lbpPerUsd', label: 'Rate', before: null, after: row.lbpPerUsd },
        { field: 'effectiveFrom', label: 'Effective from', before: null, after: row.effectiveFrom },
      ],
    })
    return { Data: present(row) }
  }),
  bind(currencyRoutes.deleteCurrencyRate, ({ c, store, params }) => {
    const row = rates(store).get(params.id)
    if (!row) throw notFound()
    if (Date.parse(row.effectiveFrom) <= store.now())
      throw businessRule(CURRENCY_MESSAGES.rateInForce, { id: CURRENCY_MESSAGES.rateInForce })
    rates(store).delete(row.id)
    recordEvent(c, {
      module: 'currencyRate',
      recordId: row.id,
      recordLabel: formatRate(row.lbpPerUsd),
      action: 'delete',
    })
    return { Data: { id: row.id } }
  }),
  bind(currencyRoutes.getSettings, ({ store }) => ({ Data: settingsOf(store) })),
  bind(currencyRoutes.updateSettings, ({ c, store, body }) => {
    const before = settingsOf(store)
    assertVersion({ id: 1, version: before.version } as Row, body.version)
    const now = new Date(store.now()).toISOString()
    const next: SettingsRow = {
      id: 1,
      createdAt: now,
      updatedAt: now,
      version: before.version + 1,
      vatPercent: body.vatPercent,
      lbpRoundingStep: body.lbpRoundingStep,
      maxCashDifferenceUsd: body.maxCashDifferenceUsd,
    }
    store.table<SettingsRow>(TABLE.settings).put(1, next)
    const changes = (['vatPercent', 'lbpRoundingStep', 'maxCashDifferenceUsd'] as const)
      .filter((f) => before[f] !== next[f])
      .map((f) => ({
        field: f,
        label: {
          vatPercent: 'VAT %',
          lbpRoundingStep: 'LBP rounding step',
          maxCashDifferenceUsd: 'Largest cash difference',
        }[f],
        before: f === 'maxCashDifferenceUsd' ? formatUsd(before[f]) : before[f],
        after: f === 'maxCashDifferenceUsd' ? formatUsd(next[f]) : next[f],
      }))
    recordEvent(c, {
      module: 'currencyRate',
      recordId: 1,
      recordLabel: 'Settings',
      action: 'update',
      changes,
    })
    return { Data: settingsOf(store) }
  }),
]
