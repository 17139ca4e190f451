/**
 * The pseudo-locale's letters (`?locale=pseudo`, docs/testing.md#languages): every Latin letter
 * accented, so a text that went through the catalogues reads `[Śîĝñ îñ]` and one that did not
 * stays plain English. The build pseudo-localises the messages with it (build.ts); the page,
 * the contracts' texts it says (speak.ts).
 */
const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const ACCENTED = [...'áƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅßÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ']

/** `text` with its Latin letters accented. */
export const accent = (text: string): string =>
  text.replace(/[A-Za-z]/g, (c) => ACCENTED[LATIN.indexOf(c)]!)

/** A contracts' text as the pseudo-locale says it: accented and bracketed. */
export const pseudoSay = (text: string): string => `[${accent(text)}]`
