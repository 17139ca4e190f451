import { numberLocale } from './state'

const formats = new Map<string, Intl.NumberFormat>()

/** A plain number as the page writes it (grouped; Latin or Arabic-Indic digits). */
export function formatNumber(value: number): string {
  const tag = numberLocale()
  let format = formats.get(tag)
  if (!format) formats.set(tag, (format = new Intl.NumberFormat(tag)))
  return format.format(value)
}
