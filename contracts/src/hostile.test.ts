import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { API_ROUTES } from './api'

/** Values no form would send. */
const JUNK: unknown[] = [
  null,
  undefined,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000\u202e\ud800',
  '١٢٣',
  '1e3',
  'NaN',
  '-0.00',
  '2026-02-30',
  [],
  [null],
  [{}],
  [[]],
  ['x'],
  {},
  { version: 'x' },
  JSON.parse('{"__proto__": {"polluted": true}}'),
]

const shapeOf = (schema: z.ZodType | undefined): Record<string, unknown> => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape
  return shape ?? {}
}

describe('every schema of every route', () => {
  it('answers hostile input with issues, never a throw', () => {
    let parses = 0
    for (const route of API_ROUTES) {
      for (const schema of [route.params, route.query, route.body]) {
        if (!schema) continue
        const fields = Object.keys(shapeOf(schema))
        for (const whole of JUNK) {
          expect(() => schema.safeParse(whole), `${route.name}: ${String(whole)}`).not.toThrow()
          parses++
        }
        for (const field of fields) {
          for (const value of JUNK) {
            for (const base of [{}, Object.fromEntries(fields.map((f) => [f, value]))]) {
              const input = { ...base, [field]: value }
              expect(() => schema.safeParse(input), `${route.name}.${field}`).not.toThrow()
              parses++
            }
          }
        }
      }
    }
    expect(parses).toBeGreaterThan(1000)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    // Some forty thousand parses: seconds on a busy machine.
  }, 30_000)
})
