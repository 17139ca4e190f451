const MONEY = /^-?\d+\.\d{2}$/
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/**
 * Orders two field values: numbers and money strings by amount, instants and
 * text by collation, false before true, nulls last.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return 1
  if (b === null || b === undefined) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1
  if (typeof a === 'string' && typeof b === 'string') {
    if (MONEY.test(a) && MONEY.test(b)) return Number(a) - Number(b)
    if (a.length === b.length && a[4] === '-' && a[10] === 'T') return a < b ? -1 : 1
    return collator.compare(a, b)
  }
  return String(a) < String(b) ? -1 : 1
}
