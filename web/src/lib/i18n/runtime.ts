/**
 * What compiled messages call (the build compiles each catalogue with @messageformat/core and
 * points its runtime import here): plural and select from @messageformat/runtime, numbers
 * (`#` of a plural) in the page's locale and digits rather than the catalogue's bare language.
 */
import { formatNumber, localDigits } from './numbers'

export { plural, select } from '@messageformat/runtime'

export const number = (_lc: string, value: number, offset: number): string =>
  formatNumber(value - offset)

/**
 * A plain argument of a translated message (`{count}`; lib/i18n/build.ts): a number in the
 * page's digits, as written (not grouped); a text (an order number, a phone, a code) as it is.
 */
export const plain = (value: unknown): unknown =>
  typeof value === 'number' ? localDigits(String(value)) : value
