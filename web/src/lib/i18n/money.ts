/**
 * Money as the page writes it (docs/requirements.md#languages): English as the contracts write
 * it (`$1,234.50`, `450,000 LBP`); Arabic `$12.50` and `450,000 ل.ل.` with the device's digits,
 * Latin by default or Arabic-Indic (`$١٢٫٥٠`, `٤٥٠٬٠٠٠ ل.ل.`). The SPA shows every amount
 * through these, never through the contracts' English formatters (ESLint refuses them in
 * web/src). Apart from ./numbers.ts, so that the first script (the sign-in page) goes without.
 */
// The one place the SPA writes money as the contracts do: an English page's amounts.
// eslint-disable-next-line no-restricted-imports
import { formatUsd as englishUsd, moneyToCents } from 'contracts'
import { messages } from './index'
import en from './messages.en.json'
import { asContracts, format } from './numbers'
import { i18nState } from './state'

const m = messages(en)

/**
 * Money in dollars from the API's two-decimal text: "$1,234.50", "−$8.26" (a true minus before
 * the dollar); in Arabic `$١٬٢٣٤٫٥٠` with Arabic-Indic digits. A text that is no amount stays as
 * it came. With Latin digits in a right-to-left line a minus would float to the number's far
 * side: a left-to-right mark before it keeps "−$8.26" together, as Intl does for Arabic.
 */
export function formatUsd(amount: string): string {
  if (asContracts()) return englishUsd(amount)
  const cents = moneyToCents(amount.replace('−', '-'))
  if (Number.isNaN(cents)) return amount
  const text = format({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(cents) / 100,
  )
  if (cents >= 0) return `$${text}`
  return `${i18nState.digits === 'latn' ? '\u200e' : ''}−$${text}`
}

/**
 * Whole pounds: "450,000 LBP", "450,000 ل.ل.", "٤٥٠٬٠٠٠ ل.ل."; below zero (change given out)
 * with a true minus before them, as dollars: "−45,000 LBP" (a left-to-right mark keeps it
 * there in a right-to-left line with Latin digits).
 */
export function formatLbp(amount: number): string {
  const text = m.lbp({ amount: format({ maximumFractionDigits: 0 }).format(Math.abs(amount)) })
  if (amount >= 0) return text
  return `${!asContracts() && i18nState.digits === 'latn' ? '‎' : ''}−${text}`
}

/** A rate as it reads: "89,500 LBP per dollar", "89,500 ل.ل. للدولار". */
export function formatRate(lbpPerUsd: number): string {
  return m.ratePerDollar({ amount: format({ maximumFractionDigits: 0 }).format(lbpPerUsd) })
}
