/**
 * How every list of the mock answers `search=`: the query is split into words
 * (on whitespace, lower-cased), and a row matches when each word is found in at
 * least one of its searchable texts, not necessarily the same one: "Lara Issa"
 * and "Issa Lara" find the customer whose first name is Lara and last name
 * Issa. A one-word query is a plain "contains". Texts are folded by `fold`
 * (lower-case, without whitespace) where the list ignores spaces, so a phone
 * typed with or without them finds the same rows; a phone typed any everyday
 * way is looked for as its digits (searchWords).
 */

import { latinDigits, nationalPhoneDigits, phoneSearchDigits } from 'contracts'

/** Lower-case without whitespace: what the searchable texts are compared as. */
export const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '')

/** A word that may be (part of) a phone number: digits and phone punctuation. */
const PHONE_PART = /^\+?[\d()\-./]*\d[\d()\-./]*$/

/**
 * The words of a search, lower-cased, Arabic-Indic digits read as 0–9; none
 * for a missing or blank one. Words that together spell (part of) a phone
 * number (`03 931 701`, `+961 3 931701`, `٠٣-٩٣١٧٠١`) become one word: the
 * digits stored numbers contain (`3931701`, see phoneSearchDigits), so a
 * customer is found whichever way their number was typed.
 */
export function searchWords(search: string | undefined): string[] {
  if (!search) return []
  const words: string[] = []
  let run: string[] = []
  const flush = () => {
    if (!run.length) return
    const typed = run.join(' ')
    // `12.50` or `25/11` is an amount or a date unless it spells a whole number.
    const digits =
      /[./]/.test(typed) && nationalPhoneDigits(typed) === null ? null : phoneSearchDigits(typed)
    if (digits !== null) words.push(digits)
    else words.push(...run)
    run = []
  }
  for (const word of latinDigits(search).toLowerCase().split(/\s+/)) {
    if (!word) continue
    if (PHONE_PART.test(word)) {
      run.push(word)
    } else {
      flush()
      words.push(word)
    }
  }
  flush()
  return words
}

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
