import { Switch } from '@blueprintjs/core'
import { LBP_DENOMINATIONS, USD_DENOMINATIONS, centsToMoney, denominationTotals } from 'contracts'
import type { Denominations } from 'contracts'
import { useEffect, useState } from 'react'
import { useForm, useFormState } from 'react-final-form'
import { NumberField } from '../../lib/resource'
import { lbpText, m } from './words'
import { formatUsd } from '../../lib/i18n/money'

/** The grid's counts as the form keeps them: `n100` → 3 (a key that is only digits would be an index). */
export type NoteCounts = Partial<Record<string, number | null>>

export interface BanknoteValues {
  banknotes?: { usd?: NoteCounts; lbp?: NoteCounts }
}

/** The counts typed, as the body's `denominations` (notes left empty are none); undefined when none. */
export function denominationsOf(banknotes: BanknoteValues['banknotes']): Denominations | undefined {
  const pick = (counts: NoteCounts | undefined) => {
    if (!counts) return undefined
    const entries = Object.entries(counts)
      .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
      .map(([key, n]) => [key.slice(1), n])
    return entries.length ? Object.fromEntries(entries) : undefined
  }
  const usd = pick(banknotes?.usd)
  const lbp = pick(banknotes?.lbp)
  if (!usd && !lbp) return undefined
  return { ...(usd ? { usd } : {}), ...(lbp ? { lbp } : {}) } as Denominations
}

const NOTES = { usd: USD_DENOMINATIONS, lbp: LBP_DENOMINATIONS } as const
const noteLabel = (currency: 'usd' | 'lbp', note: string) =>
  currency === 'usd' ? `$${note}` : lbpText(Number(note))

/**
 * A count by banknote for one currency, on demand: type how many of each
 * note, see each line and the total, and the total fills the count
 * (`amount` for dollars, `amountLbp` for pounds).
 */
export function BanknoteGrid({ currency }: { currency: 'usd' | 'lbp' }) {
  const form = useForm()
  const { values } = useFormState<BanknoteValues>({ subscription: { values: true } })
  const [open, setOpen] = useState(false)
  const counts = values.banknotes?.[currency]
  const counted = denominationsOf({ [currency]: counts })
  const totals = denominationTotals(counted ?? {})
  const total = currency === 'usd' ? totals.usdCents : totals.lbp
  useEffect(() => {
    if (!open || !counted) return
    if (currency === 'usd') form.change('amount', centsToMoney(total))
    else form.change('amountLbp', total)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the total decides
  }, [open, total, currency])
  return (
    <div className="report-banknotes">
      <Switch
        checked={open}
        label={m.countByBanknote({ currency })}
        onChange={() => {
          if (open) form.change(`banknotes.${currency}`, undefined)
          setOpen(!open)
        }}
      />
      {open && (
        <div role="group" aria-label={m.byBanknote({ currency })}>
          <div className="report-banknote-grid">
            {NOTES[currency].map((note) => (
              <NumberField
                key={note}
                name={`banknotes.${currency}.n${note}`}
                label={m.notesOf({ note: noteLabel(currency, note) })}
                min={0}
              />
            ))}
          </div>
          <p data-testid={`banknote-total-${currency}`}>
            {m.notesTotal()}{' '}
            <strong>{currency === 'usd' ? formatUsd(centsToMoney(total)) : lbpText(total)}</strong>
          </p>
        </div>
      )}
    </div>
  )
}
