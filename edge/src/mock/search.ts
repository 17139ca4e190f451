/**
 * How every list of the mock answers `search=`: the query is split into words
 * (on whitespace, lower-cased), and a row matches when each word is found in at
 * least one of its searchable texts, not necessarily the same one: "Lara Issa"
 * and "Issa Lara" find the customer whose first name is Lara and last name
 * Issa. A one-word query is a plain "contains". Texts are folded by `fold`
 * (lower-case, without whitespace) where the list ignores spaces, so a phone
 * typed with or without them finds the same rows.
 */

/** Lower-case without whitespace: what the searchable texts are compared as. */
export const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '')

/** The words of a search, lower-cased; none for a missing or blank one. */
export const searchWords = (search: string | undefined): string[] =>
  search?.toLowerCase().split(/\s+/).filter(Boolean) ?? []

/** True when every word is in at least one of the (already lower-cased) texts. */
export const matchesWords = (texts: readonly string[], words: readonly string[]) =>
  words.every((word) => texts.some((text) => text.includes(word)))

/** `search=` over a record's searchable fields (dotted paths allowed), each folded. */
export function matchesSearch(row: object, fields: readonly string[], search: string): boolean {
  const words = searchWords(search)
  if (!words.length) return true
  const texts = fields.flatMap((field) => {
    let value: unknown = row
    for (const part of field.split('.'))
      value = (value as Record<string, unknown> | undefined)?.[part]
    return typeof value === 'string' ? [fold(value)] : []
  })
  return matchesWords(texts, words)
}
