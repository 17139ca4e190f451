// The catalogue screens' field checks in Arabic (docs/requirements.md#languages): every message
// the input schemas of categories, sub-categories, products, branches, employees and roles can
// say, and the layer's contract texts (resource names, link kinds, schedule statuses), have a
// translation; what is left in Latin letters is only what an employee types as is.
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import * as contracts from '../index'
import { translateText } from '../translate'
import ar from './ar'

const {
  LINK_TYPE_LABELS,
  SCHEDULE_STATUS_LABELS,
  branchResource,
  categoryResource,
  employeeResource,
  productResource,
  roleResource,
  subcategoryResource,
} = contracts
const CATALOGUE = [
  categoryResource,
  subcategoryResource,
  productResource,
  branchResource,
  employeeResource,
  roleResource,
]
/** Every resource of the contracts (`defineResource`'s): the layer names each in its messages. */
const RESOURCES = Object.entries(contracts)
  .filter(([name, value]) => name.endsWith('Resource') && typeof value === 'object' && value)
  .map(([, value]) => value as { name: string; label?: string })
  .filter((r) => typeof r.name === 'string')

/** Values that break a field in each way it can be broken. */
const WRONG: unknown[] = [
  undefined,
  null,
  '',
  'x',
  'x'.repeat(5000),
  -1,
  1.5,
  10_000_000,
  'not a number',
  [],
  [{}],
  [{ name: '' }, {}],
  [1, 1],
  [{ options: [{}, { id: 1 }], ranges: [{}, { open: '9', close: '9' }] }],
  [
    { id: 1, options: [{ id: 2 }] },
    { id: 1, options: [{ id: 2 }] },
  ],
  [{ key: 'nothing' }, { key: 'category', actions: ['Fly'] }],
  {},
  true,
]

/** Every message the schema says of `values` with one field broken at a time, nested ones too. */
function messagesOf(schema: z.ZodObject): Set<string> {
  const found = new Set<string>()
  for (const key of Object.keys(schema.shape)) {
    for (const wrong of WRONG) {
      const result = schema.safeParse({ [key]: wrong })
      for (const issue of result.error?.issues ?? []) {
        // zod's own words for a shape no form sends (a number where a row goes, a key it lacks).
        if (issue.code === 'unrecognized_keys' || issue.message.startsWith('Invalid input'))
          continue
        found.add(issue.message)
      }
    }
  }
  return found
}

/** Latin words an Arabic message may keep: what is typed as is (addresses, formats, units). */
const KEPT = /\b(https?|PNG|JPEG|WebP|MB|USD|LBP)\b/g
const untranslated = (texts: Iterable<string>) =>
  [...texts]
    .map((text) => [text, translateText(text, ar)] as const)
    .filter(([, arabic]) => /[A-Za-z]{2,}/.test(arabic.replace(KEPT, '')))
    .map(([text]) => text)

describe('the catalogue screens in Arabic', () => {
  it.each(CATALOGUE.map((r) => [r.name, r] as const))('%s: every field check', (_, resource) => {
    const messages = messagesOf(resource.input as z.ZodObject)
    expect(messages.size).toBeGreaterThan(3)
    expect(untranslated(messages)).toEqual([])
  })

  it('every resource name, link kind and schedule status the layer shows', () => {
    const names = RESOURCES.map((r) => r.label ?? r.name)
    expect(untranslated(names)).toEqual([])
    expect(untranslated(Object.values(LINK_TYPE_LABELS))).toEqual([])
    expect(untranslated(Object.values(SCHEDULE_STATUS_LABELS))).toEqual([])
    expect(translateText('sub-category', ar)).toBe('فئة فرعية')
  })
})

describe('a box typed as people type, in Arabic', () => {
  it('says why it cannot read what was typed', () => {
    const { INPUT_MESSAGES, readAmount } = contracts
    const texts = Object.values(INPUT_MESSAGES).map((t) =>
      typeof t === 'string' ? t : t('9,999,999.99'),
    )
    expect(untranslated(texts)).toEqual([])
    const refused = readAmount('12,345,678')
    expect(refused.ok ? '' : translateText(refused.message, ar)).toBe(
      'لا يمكن أن يزيد عن 9,999,999.99',
    )
  })
})

describe('a cash count in Arabic', () => {
  it('says the difference, the note it asks for and the pounds question', () => {
    const { CASH_COUNT_MESSAGES, differenceInWords, lbpDifferenceInWords, mayBePoundsQuestion } =
      contracts
    expect(translateText(differenceInWords('-1.50'), ar)).toBe('نقص $1.50')
    expect(translateText(lbpDifferenceInWords(450_000), ar)).toBe('زيادة 450,000 ل.ل.')
    expect(translateText(differenceInWords('0.00'), ar)).toBe('مطابق')
    expect(
      untranslated([
        CASH_COUNT_MESSAGES.noteRequired,
        CASH_COUNT_MESSAGES.largeDifference('-80.00', '50.00'),
        mayBePoundsQuestion('450000.00'),
      ]),
    ).toEqual([])
  })
})
