// The catalogue check (docs/testing.md#languages): every English message has a translation in
// every other language's catalogue, with the same arguments, and each compiles.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import MessageFormat from '@messageformat/core'
import { parse } from '@messageformat/parser'
import type { Token } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'
import { SOURCE_ROOT, englishCatalogue } from './build'

const LOCALES = join(SOURCE_ROOT, 'locales')
const english = englishCatalogue()

/** The arguments a message uses (plural and select ones included), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg)
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg)
        for (const c of token.cases) walk(c.tokens)
      }
    }
  }
  walk(parse(message))
  return [...names].sort()
}

describe.each(readdirSync(LOCALES).filter((f) => f.endsWith('.json')))('%s', (file) => {
  const language = file.replace('.json', '')
  const catalogue = JSON.parse(readFileSync(join(LOCALES, file), 'utf8')) as Record<
    string,
    Record<string, string>
  >
  const mf = new MessageFormat(language)

  it('translates every English message, with the same arguments', () => {
    const missing: string[] = []
    const mismatched: string[] = []
    for (const [namespace, messages] of Object.entries(english)) {
      for (const [key, message] of Object.entries(messages)) {
        const translated = catalogue[namespace]?.[key]
        if (typeof translated !== 'string' || translated.trim() === '')
          missing.push(`${namespace}.${key}`)
        else if (argumentsOf(translated).join() !== argumentsOf(message).join())
          mismatched.push(`${namespace}.${key}`)
      }
    }
    expect(missing, `messages with no ${language} translation`).toEqual([])
    expect(mismatched, 'translations whose arguments differ from the English').toEqual([])
  })

  it('holds nothing English no longer says', () => {
    const stale = Object.entries(catalogue).flatMap(([namespace, messages]) =>
      Object.keys(messages)
        .filter((key) => english[namespace]?.[key] === undefined)
        .map((key) => `${namespace}.${key}`),
    )
    expect(stale).toEqual([])
  })

  it('compiles', () => {
    for (const messages of Object.values(catalogue))
      for (const message of Object.values(messages)) expect(() => mf.compile(message)).not.toThrow()
  })
})

describe('English', () => {
  it('compiles, each folder under its own namespace', () => {
    const mf = new MessageFormat('en')
    expect(Object.keys(english)).toContain('modules/auth')
    for (const messages of Object.values(english))
      for (const message of Object.values(messages)) expect(() => mf.compile(message)).not.toThrow()
  })
})
