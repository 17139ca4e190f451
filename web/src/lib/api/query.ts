/**
 * A request's query string. Apart from client.ts (and zod): the first script writes a cold
 * start's early read with it (earlyRead.ts).
 */
export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue | readonly QueryValue[]>

/** Query string of a request, empty values left out, keys in a stable order. */
export function buildQuery(query: Query = {}): string {
  const search = new URLSearchParams()
  for (const key of Object.keys(query).sort()) {
    const value = query[key]
    const values = Array.isArray(value) ? value : [value]
    for (const v of values as QueryValue[]) {
      if (v === undefined || v === null || v === '') continue
      search.append(key, String(v))
    }
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
