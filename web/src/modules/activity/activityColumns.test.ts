// The Activity screen's "Changes" column in the page's language (docs/requirements.md#languages):
// English exactly as the API's own words, Arabic with its labels, verbs, values and digits.
import { describeChange } from 'contracts'
import type { AuditEvent } from 'contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nState } from '../../lib/i18n/state'
import { speakArabic, speakEnglish } from '../../lib/orders/testing'
import { changesInWords } from './activityColumns'

afterEach(() => {
  speakEnglish()
  i18nState.digits = 'latn'
})

const event = (module: AuditEvent['module'], changes: AuditEvent['changes']): AuditEvent => ({
  id: 1,
  at: '2026-05-01T09:00:00.000Z',
  employeeId: 1,
  employeeName: 'Rania Haddad',
  module,
  recordId: 7,
  recordLabel: 'Classic Burger',
  branchId: null,
  action: 'update',
  changes,
})

const product = event('product', [
  { field: 'price', label: 'Price', before: '1.50', after: '2.75' },
  { field: 'nameAr', label: 'Arabic name', before: null, after: 'برغر' },
  { field: 'isAvailable', label: 'Available', before: true, after: false },
  { field: 'preparationMinutes', label: 'Preparation minutes', before: 1250, after: '' },
])
const order = event('order', [
  { field: 'status', label: 'Status', before: 'pending', after: 'out_for_delivery' },
  { field: 'amountLbp', label: 'Amount in pounds', before: 0, after: 450000 },
])
const password = event('employee', [
  { field: 'password', label: 'Password', before: null, after: null },
])

describe('the Changes column', () => {
  it('reads in English exactly as the API describes a change', () => {
    for (const e of [product, order, password])
      expect(changesInWords(e)).toBe(e.changes.map((c) => describeChange(c, e.module)).join('; '))
    expect(changesInWords(product)).toBe(
      'Price from $1.50 to $2.75; Arabic name برغر; Available from Yes to No; Preparation minutes from 1250 to empty',
    )
  })

  it('reads in Arabic: field labels, verbs, key words, yes/no, money and pounds', async () => {
    await speakArabic()
    expect(changesInWords(product)).toBe(
      'السعر من $1.50 إلى $2.75؛ الاسم بالعربية: برغر؛ التوفّر من نعم إلى لا؛ Preparation minutes من 1250 إلى فارغ',
    )
    expect(changesInWords(order)).toContain('قيد التوصيل')
    expect(changesInWords(order)).toContain('450,000 ل.ل.')
    expect(changesInWords(password)).toBe('تغيّرت كلمة المرور')
  })

  it('writes its numbers in Arabic-Indic digits when chosen', async () => {
    await speakArabic()
    i18nState.digits = 'arab'
    expect(changesInWords(product)).toContain('السعر من $١٫٥٠ إلى $٢٫٧٥')
    expect(changesInWords(product)).toContain('من ١٢٥٠ إلى فارغ')
    expect(changesInWords(order)).toContain('٤٥٠٬٠٠٠ ل.ل.')
  })
})
