/**
 * What compiled messages call (the build compiles each catalogue with @messageformat/core and
 * points its runtime import here): plural and select from @messageformat/runtime, numbers
 * (`#` of a plural) in the page's locale and digits rather than the catalogue's bare language.
 */
import { numberLocale } from './state'

export { plural, select } from '@messageformat/runtime'

const formats = new Map<string, Intl.NumberFormat>()

/** A plain number as the page writes it (grouped; Latin or Arabic-Indic digits). */
export function formatNumber(value: number): string {
  const tag = numberLocale()
  let format = formats.get(tag)
  if (!format) formats.set(tag, (format = new Intl.NumberFormat(tag)))
  return format.format(value)
}

export const number = (_lc: string, value: number, offset: number): string =>
  formatNumber(value - offset)
