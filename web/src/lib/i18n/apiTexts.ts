import { API_CATALOGUES, translateText } from 'contracts'
import type { Language } from 'contracts'

/**
 * The contracts' texts (SPEC's messages, field checks the SPA runs itself) in `language`:
 * its own chunk, loaded with the language's catalogue, never by an English page.
 */
export async function apiTexts(language: Exclude<Language, 'en'>) {
  const { default: catalogue } = await API_CATALOGUES[language]()
  return (text: string) => translateText(text, catalogue)
}
