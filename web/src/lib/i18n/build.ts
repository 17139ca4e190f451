/**
 * The build's side of the SPA's languages (docs/architecture.md#languages), for Vite (and so
 * vitest): no file here reaches the browser.
 *
 * - A folder's `messages.en.json` becomes a module of compiled English messages bound to the
 *   folder's namespace (its path under web/src): `export default bindMessages(ns, {...})`.
 * - `web/src/locales/<code>.json` (one catalogue per language, keyed by namespace) becomes a
 *   module of compiled messages in that language, which the app imports lazily.
 * - `virtual:i18n-pseudo` is every English message pseudo-localised (`[Śîĝñ îñ]`), for the
 *   check that no visible text escapes the catalogues (`?locale=pseudo`).
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

const HERE = dirname(fileURLToPath(import.meta.url))
/** web/src: namespaces are folder paths under it. */
export const SOURCE_ROOT = join(HERE, '..', '..')
const RUNTIME = join(HERE, 'runtime.ts')
const BINDER = join(HERE, 'index.ts')
const PREFIX = '\0i18n:'
/** After the file's own name, so that Vite's JSON plugin leaves the compiled module alone. */
const SUFFIX = '.js'
const PSEUDO = 'virtual:i18n-pseudo'

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

/** compileModule's output, its runtime import pointed at ./runtime.ts. */
function compiled(language: string, messages: object): string {
  const source = compileModule(new MessageFormat(language), messages as never)
  return source.replace(/(["'])@messageformat\/runtime\1/, JSON.stringify(RUNTIME))
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅßÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
)

/** The text of a message, accented and bracketed, its arguments and plural forms kept. */
export function pseudoLocalise(message: string): string {
  const text = (s: string) => s.replace(/[A-Za-z]/g, (c) => ACCENTED[c]!)
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

export function i18nMessages(): Plugin {
  return {
    name: 'i18n-messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === PSEUDO) return PREFIX + PSEUDO + SUFFIX
      if (!source.endsWith('.json') || !importer) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved) return null
      const path = resolved.id.split('?')[0]!
      return isEnglish(path) || isCatalogue(path) ? PREFIX + path + SUFFIX : null
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const path = id.slice(PREFIX.length, -SUFFIX.length)
      if (path === PSEUDO) {
        const english = englishCatalogue()
        const pseudo = Object.fromEntries(
          Object.entries(english).map(([ns, messages]) => [
            ns,
            Object.fromEntries(Object.entries(messages).map(([k, m]) => [k, pseudoLocalise(m)])),
          ]),
        )
        return compiled('en', pseudo)
      }
      this.addWatchFile(path)
      const messages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
      if (isCatalogue(path)) {
        const language = /([a-z]{2,3})\.json$/.exec(path)![1]!
        return compiled(language, messages)
      }
      const body = compiled('en', messages).replace('export default ', 'const english = ')
      return (
        `import { bindMessages } from ${JSON.stringify(BINDER)}\n${body}\n` +
        `export default bindMessages(${JSON.stringify(namespaceOf(path))}, english)\n`
      )
    },
  }
}
