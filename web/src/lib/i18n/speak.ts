import type { Language } from 'contracts'
import type { Catalogue } from './state'

/**
 * What a page that speaks another language than English loads before it renders: the
 * language's catalogue, the contracts' texts in it, and right to left the flipped stylesheet
 * (docs/architecture.md#languages). A chunk of its own: an English page never loads it.
 */

/** Each language's catalogue but English (the source), one lazy chunk per file. */
const CATALOGUES = import.meta.glob<{ default: Catalogue }>('../../locales/*.json')

/** The Arabic stylesheet the build made of the CSS (index.html names it; none in dev). */
function loadRtlStylesheet(): Promise<void> | undefined {
  const href = document.querySelector<HTMLMetaElement>('meta[name="rtl-stylesheet"]')?.content
  if (!href || document.querySelector(`link[href="${href}"]`)) return undefined
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
  const loaded = new Promise<void>((resolve) => {
    link.onload = link.onerror = () => resolve()
  })
  document.head.append(link)
  return loaded
}

export async function speak(language: Exclude<Language, 'en'> | 'pseudo') {
  if (language === 'pseudo') {
    const { default: catalogue } = await import('virtual:i18n-pseudo')
    return { catalogue, say: undefined }
  }
  const [{ default: catalogue }, say] = await Promise.all([
    CATALOGUES[`../../locales/${language}.json`]!(),
    import('./apiTexts').then((m) => m.apiTexts(language)),
    document.documentElement.dir === 'rtl' && loadRtlStylesheet(),
  ])
  return { catalogue, say }
}
