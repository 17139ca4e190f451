/**
 * What compiled messages call (the build compiles each catalogue with @messageformat/core and
 * points its runtime import here): plural and select from @messageformat/runtime, numbers
 * (`#` of a plural) in the page's locale and digits rather than the catalogue's bare language.
 */
import { formatNumber } from './numbers'

export { plural, select } from '@messageformat/runtime'

export const number = (_lc: string, value: number, offset: number): string =>
  formatNumber(value - offset)
