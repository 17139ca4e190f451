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
  catalogue: Catalogue | undefined
  digits: Digits
  /** A contracts text (SPEC's messages, a field check's) in the page's language. */
  say: ((text: string) => string) | undefined
} = { language: 'en', catalogue: undefined, digits: 'latn', say: undefined }

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
