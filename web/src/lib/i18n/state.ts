import type { Language } from 'contracts'

/** A compiled message: its values in, the text out (ICU MessageFormat, compiled at build time). */
export type Message = (values?: Record<string, unknown>) => string
/** A language's compiled catalogue: namespace (the folder under web/src) → key → message. */
export type Catalogue = Record<string, Record<string, Message>>

/** The digits numbers are written with: Latin (the default) or Arabic-Indic. */
export type Digits = 'latn' | 'arab'

/** What the page speaks, set once before the first render (a change reloads the page). */
export const i18nState: {
  language: Language | 'pseudo'
  /** The page's language's messages, filled namespace by namespace as the code needs them. */
  catalogue: Catalogue | undefined
  digits: Digits
  /** A contracts text (SPEC's messages, a field check's) in the page's language. */
  say: ((text: string) => string) | undefined
  /** The namespaces of every messages file the page has run so far (index.ts's bindMessages). */
  namespaces: Set<string>
  /**
   * Loads the words of every namespace in `namespaces` not loaded yet (lib/i18n/speak.ts);
   * undefined in English, which has its words in the code.
   */
  words: (() => Promise<void>) | undefined
} = {
  language: 'en',
  catalogue: undefined,
  digits: 'latn',
  say: undefined,
  namespaces: new Set(),
  words: undefined,
}

/**
 * A chunk's dynamic import, its words in the page's language loaded before it resolves
 * (the build wraps every dynamic import of the SPA's code in it: lib/i18n/build.ts), so what
 * the chunk shows speaks the language from its first render. In English, the chunk alone.
 */
export function withWords<T>(loading: Promise<T>): Promise<T> {
  return loading.then((chunk) => {
    const { words } = i18nState
    return words ? words().then(() => chunk) : chunk
  })
}

/**
 * The locale of numbers: English as today; Arabic with the chosen digits, grouped `450,000`
 * (Lebanon's own CLDR data groups Latin digits `450.000`, which reads as a decimal here).
 */
export function numberLocale(): string {
  const { language, digits } = i18nState
  return language === 'ar' ? `ar-u-nu-${digits}` : 'en-US'
}

/** The locale of dates: Lebanon's Arabic month names (كانون الثاني) with the chosen digits. */
export function dateLocale(): string {
  const { language, digits } = i18nState
  return language === 'ar' ? `ar-LB-u-nu-${digits}` : 'en-US'
}
