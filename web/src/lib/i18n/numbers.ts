/**
 * Numbers as the page writes them (docs/requirements.md#languages): English as the contracts
 * write them (`1,234`, `15%`); Arabic with the device's digits, Latin by default or
 * Arabic-Indic (`١٬٢٣٤`, `١٥٪`). Money has its own file (./money.ts), out of the first script.
 */
import { i18nState, numberLocale } from './state'

const formats = new Map<string, Intl.NumberFormat>()

/** The page's number format with `options` (one Intl.NumberFormat per locale and options). */
export function format(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const tag = numberLocale()
  const key = `${tag} ${JSON.stringify(options)}`
  let found = formats.get(key)
  if (!found) formats.set(key, (found = new Intl.NumberFormat(tag, options)))
  return found
}

/** Whether the page writes numbers as the contracts do (English, and the pseudo-locale). */
export const asContracts = () => numberLocale() === 'en-US'

/** A plain number as the page writes it (grouped; Latin or Arabic-Indic digits). */
export function formatNumber(value: number): string {
  return format().format(value)
}

/** A count: "1,234", "١٬٢٣٤". */
export const formatCount = formatNumber

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

/** A Latin digit or separator in Arabic-Indic: "4" → "٤", "," → "٬", "." → "٫". */
const arabicIndic = (c: string) =>
  c === ',' ? '\u066c' : c === '.' ? '\u066b' : String.fromCharCode(0x0660 + Number(c))

const LATIN_NUMBER = /(?<![A-Za-z#\d])\d+(?:[.,]\d+)*(?![A-Za-z\d])/g

/**
 * A text written with Latin digits (the contracts' texts: "$2.00 over", "5,000 LBP short") in
 * the page's digits: with Arabic-Indic ones, each number not part of a word or a code (`#1042`,
 * `SAVE10`) written again with them and their separators ("$٢٫٠٠"); else unchanged.
 */
export function localDigits(text: string): string {
  if (asContracts() || i18nState.digits === 'latn') return text
  return text.replace(LATIN_NUMBER, (number) => number.replace(/[\d.,]/g, arabicIndic))
}
