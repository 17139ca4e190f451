/**
 * Texts joined in one string, so that finding those that hold a word is one
 * `indexOf` pass over it rather than a test of each text: the order list's
 * search keys (order-index.ts) and the search's records and order numbers
 * (find.ts).
 */
export interface Haystack {
  /** The texts, each after the one before and a separator (`\u0001`). */
  haystack: string
  /** Where each text starts in `haystack`. */
  offsets: Int32Array
}

const SEP = '\u0001'

/** Joins `texts` (which hold no `\u0001`) in their order. */
export function haystackOf(texts: readonly string[]): Haystack {
  const offsets = new Int32Array(texts.length)
  let at = 0
  texts.forEach((text, i) => {
    offsets[i] = at
    at += text.length + SEP.length
  })
  return { haystack: texts.join(SEP), offsets }
}

/** The place of the text that holds character `pos` of the haystack. */
export function placeAt(offsets: Int32Array, pos: number): number {
  let lo = 0
  let hi = offsets.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (offsets[mid]! <= pos) lo = mid
    else hi = mid - 1
  }
  return lo
}

/**
 * Visits the place of each text holding `needle`, once each, first to last;
 * `visit` answers true to stop there.
 */
export function eachHolding(
  { haystack, offsets }: Haystack,
  needle: string,
  visit: (place: number) => boolean | void,
): void {
  let pos = haystack.indexOf(needle)
  while (pos >= 0) {
    const place = placeAt(offsets, pos)
    if (visit(place) === true) return
    const next = offsets[place + 1]
    if (next === undefined) return
    pos = haystack.indexOf(needle, next)
  }
}
