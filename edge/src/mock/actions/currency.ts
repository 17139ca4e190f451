import { CURRENCY_MESSAGES, currencyRoutes, formatRate, formatUsd } from 'contracts'
import type { CurrencyRate } from 'contracts'
import { recordEvent } from '../audit/record'
import { bind } from '../context'
import type { Binding } from '../context'
import { businessRule, notFound } from '../errors'
import { assertVersion, pageOf } from '../resources/generic'
import { TABLE } from '../rows'
import type { Row } from '../rows'
import { FALLBACK_LBP_PER_USD, rateRowAt, settingsOf, rates } from '../money/rates'
import type { CurrencyRateRow, SettingsRow } from '../rows'

/** The dollar rate and the cash settings' routes; the rate in force is money/rates.ts. */

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
    return pageOf(rows, query, present)
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
    store.table(TABLE.settings).put(1, next)
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
