import type { Language } from './language'

/**
 * The API's words in another language (docs/requirements.md#languages): a catalogue maps each
 * English text the API (and the SPA's own checks) may say to its translation. A key with
 * `{name}` parts is a pattern: "{label} is required" translates "Price is required", each part
 * translated in turn when the catalogue has it ("Price" → "السعر"), else kept as it came.
 */
export type ApiCatalogue = Readonly<Record<string, string>>

/** Each language's catalogue but English's (the source): one lazy module per language. */
export const API_CATALOGUES: Readonly<
  Record<Exclude<Language, 'en'>, () => Promise<{ default: ApiCatalogue }>>
> = {
  ar: () => import('./locales/ar'),
}

/**
 * The parts of a pattern that hold an amount ("$12.50", "−$1.00", "450,000 LBP", or one of
 * each: "$12.50 and 450,000 LBP") match only an amount: "{usd} and {lbp}" must not cut "a date and time" or "1 and 10,000,000 LBP".
 */
const MONEY_PARTS = new Set(['usd', 'lbp', 'amount'])
const AN_AMOUNT = '[−-]?\\$?[\\d٠-٩][\\d٠-٩,.]*(?: LBP)?'
const MONEY = `(${AN_AMOUNT}(?: and ${AN_AMOUNT})?)`

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const patterns = new WeakMap<ApiCatalogue, { re: RegExp; names: string[]; to: string }[]>()

function patternsOf(catalogue: ApiCatalogue) {
  let list = patterns.get(catalogue)
  if (!list) {
    list = Object.entries(catalogue)
      .filter(([from]) => /\{\w+\}/.test(from))
      .map(([from, to]) => {
        const names: string[] = []
        const source = from
          .split(/(\{\w+\})/)
          .map((part) => {
            const name = /^\{(\w+)\}$/.exec(part)?.[1]
            if (!name) return escape(part)
            names.push(name)
            return MONEY_PARTS.has(name) ? MONEY : '(.+?)'
          })
          .join('')
        return { re: new RegExp(`^${source}$`, 's'), names, to }
      })
      // The most specific first: the longest fixed text.
      .sort((a, b) => b.re.source.length - a.re.source.length)
    patterns.set(catalogue, list)
  }
  return list
}

/** `text` in the catalogue's language: its own entry, else the first pattern it fits, else itself. */
export function translateText(text: string, catalogue: ApiCatalogue | undefined): string {
  if (!catalogue) return text
  const own = Object.hasOwn(catalogue, text) ? catalogue[text] : undefined
  if (own !== undefined) return own
  for (const { re, names, to } of patternsOf(catalogue)) {
    const match = re.exec(text)
    if (!match) continue
    return to.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const index = names.indexOf(name)
      return index < 0 ? whole : translateText(match[index + 1]!, catalogue)
    })
  }
  return text
}

/** A refusal's body (`{ ErrorMessage, Errors? }`) with its texts translated. */
export function translateFailure<T extends { ErrorMessage?: unknown; Errors?: unknown }>(
  body: T,
  catalogue: ApiCatalogue,
): T {
  const out: Record<string, unknown> = { ...body }
  if (typeof body.ErrorMessage === 'string')
    out.ErrorMessage = translateText(body.ErrorMessage, catalogue)
  if (body.Errors && typeof body.Errors === 'object') {
    const errors: Record<string, unknown> = {}
    for (const [field, message] of Object.entries(body.Errors)) {
      const value = typeof message === 'string' ? translateText(message, catalogue) : message
      Object.defineProperty(errors, field, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    }
    out.Errors = errors
  }
  return out as T
}
