/**
 * The SPA's words (docs/architecture.md#languages): each folder keeps its English messages in
 * `messages.en.json` (ICU MessageFormat), which the build compiles to functions that travel
 * with the code that shows them; each other language is one catalogue, web/src/locales/<code>.json,
 * compiled the same way, a chunk per namespace, each loaded with the code that shows it when
 * the page speaks the language (build.ts, speak.ts).
 */
import { localDigits } from './numbers'
import { i18nState } from './state'
import type { Message } from './state'

export type { Message } from './state'
export { formatCount, formatNumber, formatPercent, localDigits } from './numbers'

/**
 * What the build makes of a `messages.en.json` (lib/i18n/build.ts): each message reads the
 * active catalogue's translation under the folder's namespace, else the English one.
 */
export function bindMessages(
  namespace: string,
  english: Record<string, Message>,
): Record<string, Message> {
  i18nState.namespaces.add(namespace)
  const bound: Record<string, Message> = {}
  for (const key of Object.keys(english)) {
    bound[key] = (values) => (i18nState.catalogue?.[namespace]?.[key] ?? english[key]!)(values)
  }
  return bound
}

/**
 * A text of the contracts (SPEC's messages, the SPA's own field checks: English there, the
 * API's catalogue translates them) in the page's language and digits. The API's answers come
 * translated.
 */
export const say = (text: string): string => localDigits(i18nState.say?.(text) ?? text)

/**
 * A folder's messages, typed by its `messages.en.json`: `const m = messages(en)`, then
 * `m.signIn()` or `m.orders({ count })`. (TypeScript reads the JSON's strings; the build
 * hands over the compiled functions.)
 */
export function messages<T extends object>(english: T): { readonly [K in keyof T]: Message } {
  return english as unknown as { readonly [K in keyof T]: Message }
}
export {
  applyLanguage,
  currentLanguage,
  keepLanguage,
  nameInLanguage,
  startLanguage,
  switchDigits,
  switchLanguage,
} from './language'
