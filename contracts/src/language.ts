/**
 * (No zod here: the SPA's first script reads these, and zod stays out of it; the schemas are
 * in auth.ts.)
 *
 * The languages the back-office speaks (docs/requirements.md#languages). English is the
 * source: every message is written in it; each other language has one catalogue file
 * (web/src/locales/<code>.json for the SPA, contracts/src/locales/<code>.ts for the API).
 */
export const LANGUAGES = ['en', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]

/** The writing direction of each language: `<html dir>` follows it. */
export const LANGUAGE_DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' }

/** What each language is called in itself (the switch shows these). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' }

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value)

/**
 * The first of `tags` (an `Accept-Language` header's, best first, or `navigator.languages`)
 * that the back-office speaks, by its primary subtag (`ar-LB` is Arabic); English when none is.
 */
export function pickLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0]
    if (isLanguage(primary)) return primary
  }
  return 'en'
}

/** The tags of an `Accept-Language` header, best first (those of quality 0 left out). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}
