import { LANGUAGE_DIRECTION, isLanguage, pickLanguage } from 'contracts'
import type { Language } from 'contracts'
import { i18nState } from './state'
import type { Digits } from './state'

/**
 * Which language a page opens in, and switching it (docs/requirements.md#languages). The
 * device keeps the last choice (the employee's, saved at sign-in and by the switches), so the
 * next sign-in page opens in it; with none, the browser's languages decide.
 */

/** localStorage keys of this device's choices (not the session's: a logout keeps them). */
export const LANGUAGE_STORAGE_KEY = 'language'
export const DIGITS_STORAGE_KEY = 'digits'

function stored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}
function store(key: string, value: string) {
  try {
    globalThis.localStorage?.setItem(key, value)
  } catch {
    // A browser that keeps nothing still shows the page in the language chosen.
  }
}

/** The language this page opens in: `?locale=pseudo`, the device's choice, or the browser's. */
export function openingLanguage(): Language | 'pseudo' {
  if (new URLSearchParams(globalThis.location?.search).get('locale') === 'pseudo') return 'pseudo'
  const chosen = stored(LANGUAGE_STORAGE_KEY)
  return isLanguage(chosen) ? chosen : pickLanguage(globalThis.navigator?.languages ?? [])
}

/** The language the page speaks now (pseudo speaks English to the API). */
export const currentLanguage = (): Language =>
  i18nState.language === 'pseudo' ? 'en' : i18nState.language

/**
 * A record's name as the employee reads it (a branch, a product, a delivery area): its Arabic
 * name to one who works in Arabic, when it has one; else its name.
 */
export const nameInLanguage = (name: string, nameAr?: string | null): string =>
  currentLanguage() === 'ar' && nameAr ? nameAr : name

/**
 * Makes the page speak `language`: `<html lang dir>`, the digits, and for any language but
 * English its catalogue (and, right to left, its stylesheet) before it resolves. Screens
 * rendered after it speak the language; one already shown keeps its words until it renders.
 * `atStart`: the page's first render waits for it (the contracts' texts come later: speak.ts).
 */
export async function applyLanguage(language: Language | 'pseudo', atStart = false): Promise<void> {
  const root = document.documentElement
  root.lang = language === 'pseudo' ? 'en' : language
  root.dir = language === 'pseudo' ? 'ltr' : LANGUAGE_DIRECTION[language]
  const digits = stored(DIGITS_STORAGE_KEY)
  i18nState.digits = digits === 'arab' ? 'arab' : 'latn'
  const spoken =
    language === 'en'
      ? { catalogue: undefined, say: undefined, words: undefined }
      : await import('./speak').then((m) => m.speak(language, atStart))
  Object.assign(i18nState, { language }, spoken)
}

/** The opening language, applied: undefined at once for English (nothing to load). */
export function startLanguage(): Promise<void> | undefined {
  const language = openingLanguage()
  if (language !== 'en') return applyLanguage(language, true)
  document.documentElement.dir = 'ltr'
  return undefined
}

/** Keeps the language on this device (the next sign-in page opens in it). */
export const keepLanguage = (language: Language) => store(LANGUAGE_STORAGE_KEY, language)

/** A switch: kept on the device, then the page opens again in it. */
export function switchLanguage(language: Language): void {
  keepLanguage(language)
  globalThis.location.reload()
}

/** Latin or Arabic-Indic digits on this device (Arabic only): the page opens again with them. */
export function switchDigits(digits: Digits): void {
  store(DIGITS_STORAGE_KEY, digits)
  globalThis.location.reload()
}
