/**
 * The build's side of the SPA's languages (docs/architecture.md#languages), for Vite (and so
 * vitest): no file here reaches the browser.
 *
 * - A folder's `messages.en.json` becomes a module of compiled English messages bound to the
 *   folder's namespace (its path under web/src): `export default bindMessages(ns, {...})`.
 * - `web/src/locales/<code>.json` (one catalogue per language, keyed by namespace) is loaded
 *   by the page one namespace at a time: `<code>.json?namespaces` is a module of loaders, one
 *   per namespace, each a chunk of that namespace's compiled messages in that language. (The
 *   plain `<code>.json` is the whole catalogue compiled, for tests.)
 * - `virtual:i18n-pseudo` is the same loaders for every English message pseudo-localised
 *   (`[Śîĝñ îñ]`), for the check that no visible text escapes the catalogues (`?locale=pseudo`).
 * - Every dynamic `import('…')` of the SPA's own code is wrapped in `withWords(…)` (lib/i18n/state.ts):
 *   a chunk that arrives brings in the words of the namespaces it holds before its importer
 *   goes on (renders it), so a screen, a dialog or a picker shows in the page's language from
 *   its first paint. In English that is the import's own promise, and nothing more is loaded.
 *
 * Messages are ICU MessageFormat, compiled by @messageformat/core to plain functions; the
 * compiled code imports its helpers from ./runtime.ts.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import MessageFormat from '@messageformat/core'
import compileModule from '@messageformat/core/lib/compile-module.js'
import { parse } from '@messageformat/parser'
import type { Token } from '@messageformat/parser'
import type { Plugin } from 'vite'
import { accent } from './pseudo'

const HERE = dirname(fileURLToPath(import.meta.url))
/** web/src: namespaces are folder paths under it. */
export const SOURCE_ROOT = join(HERE, '..', '..')
const RUNTIME = join(HERE, 'runtime.ts')
const BINDER = join(HERE, 'index.ts')
const STATE = join(HERE, 'state.ts')
const PREFIX = '\0i18n:'
/** After the file's own name, so that Vite's JSON plugin leaves the compiled module alone. */
const SUFFIX = '.js'
const PSEUDO = 'virtual:i18n-pseudo'
/** `?namespaces` on a catalogue: its loaders, one lazy chunk per namespace. */
const BY_NAMESPACE = '?namespaces'
/**
 * One namespace of one language, its `/` written `.` (no folder name holds a dot), so the
 * chunk is named after both: `virtual:i18n-words/ar.modules.auth` (pseudo too).
 */
const WORDS = 'virtual:i18n-words/'

export const ENGLISH_FILE = 'messages.en.json'
const isEnglish = (path: string) =>
  path.endsWith(`${sep}${ENGLISH_FILE}`) || path.endsWith(`/${ENGLISH_FILE}`)
const isCatalogue = (path: string) => /[\\/]src[\\/]locales[\\/][a-z]{2,3}\.json$/.test(path)

/** The namespace of an English messages file: its folder, relative to web/src, with `/`. */
export const namespaceOf = (file: string) =>
  relative(SOURCE_ROOT, dirname(file)).split(sep).join('/')

/** Every `messages.en.json` under web/src, by namespace. */
export function englishCatalogue(): Record<string, Record<string, string>> {
  const found: Record<string, Record<string, string>> = {}
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (name === 'node_modules') continue
      if (statSync(path).isDirectory()) walk(path)
      else if (name === ENGLISH_FILE)
        found[namespaceOf(path)] = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>
    }
  }
  walk(SOURCE_ROOT)
  return found
}

/** web/src/locales/<language>.json, read (and watched). */
function readCatalogue(
  context: { addWatchFile(file: string): void },
  language: string,
): Record<string, Record<string, string>> {
  const file = join(SOURCE_ROOT, 'locales', `${language}.json`)
  context.addWatchFile(file)
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>
}

/**
 * `message` with each plain argument (`{count}`, not `{count, plural, …}`) written
 * `{count, plain}`: the compiled message hands it to the runtime's `plain`, which writes a
 * number in the page's digits (a text, an order number or a phone, as it is).
 */
export function withPlainArguments(message: string): string {
  const spots: { offset: number; length: number; arg: string }[] = []
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' && token.ctx)
        spots.push({ offset: token.ctx.offset, length: token.ctx.text.length, arg: token.arg })
      else if ('cases' in token) for (const c of token.cases) walk(c.tokens)
    }
  }
  walk(parse(message))
  return spots
    .sort((a, b) => b.offset - a.offset)
    .reduce(
      (text, { offset, length, arg }) =>
        `${text.slice(0, offset)}{${arg}, plain}${text.slice(offset + length)}`,
      message,
    )
}

/** A catalogue (or one namespace of it) with withPlainArguments applied to every message. */
const plainArguments = (messages: object): object =>
  Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? withPlainArguments(value) : plainArguments(value as object),
    ]),
  )

/**
 * compileModule's output, its runtime import pointed at ./runtime.ts. A catalogue's messages
 * (`translated`) write their plain number arguments in the page's digits (withPlainArguments);
 * English, the source, is compiled as written: an English page never changes its digits.
 */
function compiled(language: string, messages: object, translated = true): string {
  const source = translated
    ? compileModule(
        new MessageFormat(language, {
          // The compiled code imports `plain` from ./runtime.ts; this one is never called.
          customFormatters: {
            plain: { formatter: (value) => value, id: 'plain', module: RUNTIME },
          },
        }),
        plainArguments(messages) as never,
      )
    : compileModule(new MessageFormat(language), messages as never)
  return source.replace(/(["'])@messageformat\/runtime\1/, JSON.stringify(RUNTIME))
}

/** The text of a message, accented and bracketed, its arguments and plural forms kept. */
export function pseudoLocalise(message: string): string {
  const text = accent
  const write = (tokens: Token[]): string =>
    tokens
      .map((token) => {
        switch (token.type) {
          case 'content':
            return text(token.value).replace(/[{}']/g, (c) => `'${c}'`)
          case 'argument':
            return `{${token.arg}}`
          case 'octothorpe':
            return '#'
          case 'function':
            return `{${token.arg}, ${token.key}${token.param ? `, ${token.param.map((p) => (p.type === 'content' ? p.value : '')).join('')}` : ''}}`
          default: {
            const offset =
              'pluralOffset' in token && token.pluralOffset ? ` offset:${token.pluralOffset}` : ''
            const cases = token.cases.map((c) => `${c.key} {${write(c.tokens)}}`).join(' ')
            return `{${token.arg}, ${token.type},${offset} ${cases}}`
          }
        }
      })
      .join('')
  return `[${write(parse(message))}]`
}

/** Every English message pseudo-localised, by namespace. */
function pseudoCatalogue(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(englishCatalogue()).map(([ns, messages]) => [
      ns,
      Object.fromEntries(Object.entries(messages).map(([k, m]) => [k, pseudoLocalise(m)])),
    ]),
  )
}

/** A language's loaders: `{ namespace: () => import(its chunk) }`, sorted by namespace. */
function loaders(language: string, namespaces: string[]): string {
  const lines = [...namespaces]
    .sort()
    .map(
      (ns) =>
        `  ${JSON.stringify(ns)}: () => import(${JSON.stringify(`${WORDS}${language}.${ns.replaceAll('/', '.')}`)}),`,
    )
  return `export default {\n${lines.join('\n')}\n}\n`
}

/**
 * The SPA's own dynamic imports, each wrapped so that the chunk's words arrive with it (a
 * literal specifier; `typeof import(…)` types are left alone).
 */
const DYNAMIC_IMPORT = /(?<!typeof\s*)\bimport\(\s*(['"`][^'"`]+['"`])\s*\)/g
const OWN_CODE = new RegExp(
  `^${SOURCE_ROOT.split(sep).join('/')}/(?!lib/i18n/).*(?<!\\.(test|d))\\.tsx?$`,
)
const isWrapped = (id: string) => OWN_CODE.test(id.split(sep).join('/'))

/** `code` with each dynamic import of a chunk wrapped in withWords (see the top of this file). */
export function wrapDynamicImports(code: string): string | null {
  if (!DYNAMIC_IMPORT.test(code)) return null
  DYNAMIC_IMPORT.lastIndex = 0
  const wrapped = code.replace(DYNAMIC_IMPORT, '__withWords(import($1))')
  return `import { withWords as __withWords } from ${JSON.stringify(STATE)};\n${wrapped}`
}

export function i18nMessages(): Plugin {
  return {
    name: 'i18n-messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === PSEUDO || source.startsWith(WORDS)) return PREFIX + source + SUFFIX
      const byNamespace = source.endsWith(`.json${BY_NAMESPACE}`)
      if (!(source.endsWith('.json') || byNamespace) || !importer) return null
      const file = byNamespace ? source.slice(0, -BY_NAMESPACE.length) : source
      const resolved = await this.resolve(file, importer, { ...options, skipSelf: true })
      if (!resolved) return null
      const path = resolved.id.split('?')[0]!
      if (byNamespace && isCatalogue(path)) return PREFIX + path + BY_NAMESPACE + SUFFIX
      return isEnglish(path) || isCatalogue(path) ? PREFIX + path + SUFFIX : null
    },
    transform(code, id) {
      return isWrapped(id) ? wrapDynamicImports(code) : null
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const path = id.slice(PREFIX.length, -SUFFIX.length)
      if (path === PSEUDO) return loaders('pseudo', Object.keys(englishCatalogue()))
      if (path.startsWith(WORDS)) {
        // One namespace's compiled messages: `virtual:i18n-words/ar.modules.auth`.
        const [language, ...folders] = path.slice(WORDS.length).split('.')
        const namespace = folders.join('/')
        const catalogue = language === 'pseudo' ? pseudoCatalogue() : readCatalogue(this, language!)
        return compiled(language === 'pseudo' ? 'en' : language!, catalogue[namespace] ?? {})
      }
      if (path.endsWith(BY_NAMESPACE)) {
        const file = path.slice(0, -BY_NAMESPACE.length)
        this.addWatchFile(file)
        const language = /([a-z]{2,3})\.json$/.exec(file)![1]!
        return loaders(language, Object.keys(readCatalogue(this, language)))
      }
      this.addWatchFile(path)
      const messages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
      if (isCatalogue(path)) {
        const language = /([a-z]{2,3})\.json$/.exec(path)![1]!
        return compiled(language, messages)
      }
      const body = compiled('en', messages, false).replace('export default ', 'const english = ')
      return (
        `import { bindMessages } from ${JSON.stringify(BINDER)}\n${body}\n` +
        `export default bindMessages(${JSON.stringify(namespaceOf(path))}, english)\n`
      )
    },
  }
}
