/**
 * Numbers and money as the page writes them (docs/requirements.md#languages): English as the
 * contracts write them (`1,234`, `$1,234.50`, `450,000 LBP`); Arabic with the device's digits,
 * Latin by default (`$12.50`, `450,000 ل.ل.`) or Arabic-Indic (`$١٢٫٥٠`, `٤٥٠٬٠٠٠ ل.ل.`). The SPA
 * shows every count, amount and percentage through these, never through the contracts' English
 * formatters (`formatUsd`, `formatCount`, `formatLbp` of 'contracts' write for the API).
 */
// The one place the SPA writes money as the contracts do: an English page's amounts.
// eslint-disable-next-line no-restricted-imports
import { formatUsd as englishUsd, moneyToCents } from 'contracts'
import { messages } from './index'
import en from './messages.en.json'
import { i18nState, numberLocale } from './state'

const m = messages(en)

const formats = new Map<string, Intl.NumberFormat>()

/** The page's number format with `options` (one Intl.NumberFormat per locale and options). */
function format(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const tag = numberLocale()
  const key = `${tag} ${JSON.stringify(options)}`
  let found = formats.get(key)
  if (!found) formats.set(key, (found = new Intl.NumberFormat(tag, options)))
  return found
}

/** Whether the page writes numbers as the contracts do (English, and the pseudo-locale). */
const asContracts = () => numberLocale() === 'en-US'

/** A plain number as the page writes it (grouped; Latin or Arabic-Indic digits). */
export function formatNumber(value: number): string {
  return format().format(value)
}

/** A count: "1,234", "١٬٢٣٤". */
export const formatCount = formatNumber

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

/** Whole pounds: "450,000 LBP", "450,000 ل.ل.", "٤٥٠٬٠٠٠ ل.ل.". */
export function formatLbp(amount: number): string {
  return m.lbp({ amount: format({ maximumFractionDigits: 0 }).format(amount) })
}

/** A rate as it reads: "89,500 LBP per dollar", "89,500 ل.ل. للدولار". */
export function formatRate(lbpPerUsd: number): string {
  return m.ratePerDollar({ amount: format({ maximumFractionDigits: 0 }).format(lbpPerUsd) })
}

/**
 * A percentage, from its points: 15 → "15%", 12.5 → "12.5%", −3 → "−3%" (a true minus), never
 * grouped (1500 → "1500%"); Arabic-Indic digits write "١٥٪".
 */
export function formatPercent(points: number): string {
  const sign = points < 0 ? '−' : ''
  const size = Math.abs(points)
  if (asContracts()) return `${sign}${size}%`
  const text = format({ style: 'percent', useGrouping: false, maximumFractionDigits: 2 })
    .format(size / 100)
    // Intl writes a direction mark beside the sign; the page's line decides the direction.
    .replace(/[\u200e\u200f\u061c]/g, '')
  return `${sign}${text}`
}

const LATIN_NUMBER = /(?<![A-Za-z#\d])\d+(?:[.,]\d+)*(?![A-Za-z\d])/g
const ARABIC_INDIC: Record<string, string> = { ',': '\u066c', '.': '\u066b' }
for (let d = 0; d < 10; d++) ARABIC_INDIC[String(d)] = String.fromCharCode(0x0660 + d)

/**
 * A text written with Latin digits (the contracts' texts: "$2.00 over", "5,000 LBP short") in
 * the page's digits: with Arabic-Indic ones, each number not part of a word or a code (`#1042`,
 * `SAVE10`) written again with them and their separators ("$٢٫٠٠"); else unchanged.
 */
export function localDigits(text: string): string {
  if (asContracts() || i18nState.digits === 'latn') return text
  return text.replace(LATIN_NUMBER, (number) => number.replace(/[\d.,]/g, (c) => ARABIC_INDIC[c]!))
}
