import type { Language } from 'contracts'
import { i18nState } from './state'
import type { Catalogue } from './state'

/**
 * What a page that speaks another language than English loads before it renders: the words
 * of the code it has run so far (its catalogue's namespaces, one chunk each, more as more code
 * arrives: state.ts's withWords), the contracts' texts in the language, and right to left the
 * flipped stylesheet (docs/architecture.md#languages). A chunk of its own: an English page
 * never loads it.
 */

/** A language's catalogue as the build splits it: a loader per namespace (lib/i18n/build.ts). */
type Loaders = Record<string, () => Promise<{ default: Catalogue[string] }>>

/** Each language's loaders but English's (the source): small, with this chunk. */
const CATALOGUES = import.meta.glob<Loaders>('../../locales/*.json', {
  query: '?namespaces',
  import: 'default',
  eager: true,
})

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

/**
 * Makes `words` load `language`'s namespaces as the page needs them into a new catalogue,
 * then loads those the page has run so far and the stylesheet. The contracts' texts (`say`)
 * come with the first chunk that arrives after the first render (the sign-in call's on the
 * first touch of the form, the router's on any other page), or at once when the language is
 * applied later (`atStart` false: at sign-in, the toast that follows says it): the sign-in page
 * shows none of them until then, and its first load stays small.
 */
export async function speak(language: Exclude<Language, 'en'> | 'pseudo', atStart = false) {
  const loaders: Promise<Loaders> =
    language === 'pseudo'
      ? import('virtual:i18n-pseudo').then((m) => m.default)
      : Promise.resolve(CATALOGUES[`../../locales/${language}.json`]!)
  const catalogue: Catalogue = {}
  const loading = new Map<string, Promise<void>>()
  const load = (namespace: string, from: Loaders) => {
    let loaded = loading.get(namespace)
    if (!loaded) {
      const loader = from[namespace]
      loaded = loader
        ? loader().then((m) => void (catalogue[namespace] = m.default))
        : Promise.resolve()
      loaded.catch(() => loading.delete(namespace)) // asked again by the next chunk
      loading.set(namespace, loaded)
    }
    return loaded
  }
  let translate: ((text: string) => string) | undefined
  let apiTexts: Promise<void> | undefined
  const loadApiTexts = () => {
    apiTexts ??= (
      language === 'pseudo'
        ? import('./pseudo').then((m) => m.pseudoSay)
        : import('./apiTexts').then((m) => m.apiTexts(language))
    ).then((loaded) => void (translate = loaded))
    apiTexts.catch(() => (apiTexts = undefined)) // asked again by the next chunk
    return apiTexts
  }
  const say = (text: string) => translate?.(text) ?? text
  const words = async (withApiTexts = true) => {
    const from = await loaders
    await Promise.all([
      ...[...i18nState.namespaces].map((namespace) => load(namespace, from)),
      withApiTexts && loadApiTexts(),
    ])
  }
  // From now on a chunk that arrives brings its words (state.ts's withWords).
  i18nState.words = words
  await Promise.all([
    words(!atStart),
    language !== 'pseudo' && document.documentElement.dir === 'rtl' && loadRtlStylesheet(),
  ])
  return { catalogue, say, words }
}
