/**
 * How a list of named things (products) is ranked against what was typed, the
 * same in "Add a product" and in the palette: an exact name first, then a name
 * that starts with the text, then one with a word that starts with it, then one
 * that holds it anywhere; within each, the most sold first, then by name.
 * English and Arabic names alike: case, Arabic diacritics and the spellings of
 * alef, yeh and teh marbuta do not matter.
 */

/** A name or query as compared: lower-case, one space between words, Arabic letters folded. */
export function foldName(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '') // tashkeel, superscript alef, tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim()
}

/** How well a folded name matches a folded query: 0 exact … 3 anywhere; null when not at all. */
export function nameMatchTier(name: string, query: string): 0 | 1 | 2 | 3 | null {
  if (!query) return null
  if (name === query) return 0
  if (name.startsWith(query)) return 1
  let at = name.indexOf(query, 1)
  let found = false
  while (at > 0) {
    found = true
    if (!/[\p{L}\p{N}]/u.test(name[at - 1]!)) return 2
    at = name.indexOf(query, at + 1)
  }
  return found ? 3 : null
}

export interface Ranked<T> {
  item: T
  tier: 0 | 1 | 2 | 3
}

/**
 * The items matching `query` by any of their names, best first (see above);
 * `sold` says how often each is sold where it counts (a branch).
 */
export function rankByName<T>(
  items: readonly T[],
  query: string,
  names: (item: T) => readonly string[],
  sold: (item: T) => number = () => 0,
): Ranked<T>[] {
  const q = foldName(query)
  if (!q) return []
  const ranked: (Ranked<T> & { sold: number; name: string })[] = []
  for (const item of items) {
    let best: Ranked<T>['tier'] | null = null
    for (const name of names(item)) {
      const tier = nameMatchTier(foldName(name), q)
      if (tier !== null && (best === null || tier < best)) best = tier
    }
    if (best !== null)
      ranked.push({ item, tier: best, sold: sold(item), name: names(item)[0] ?? '' })
  }
  ranked.sort((a, b) => a.tier - b.tier || b.sold - a.sold || a.name.localeCompare(b.name))
  return ranked.map(({ item, tier }) => ({ item, tier }))
}
