// The spreadsheets' pounds carry the pound's sign in the employee's language, as every amount
// on screen does (docs/architecture.md#languages: exports are in the employee's language).
import { afterEach, describe, expect, it } from 'vitest'
import { i18nState } from '../../lib/i18n/state'
import { speakArabic, speakEnglish } from '../../lib/orders/testing'
import { lbpFormat } from './exportXlsx'

afterEach(() => {
  speakEnglish()
  i18nState.digits = 'latn'
})

describe('the pounds format of an exported sheet', () => {
  it('reads LBP in English and ل.ل. in Arabic, whatever digits the page writes', async () => {
    expect(lbpFormat()).toBe('#,##0 "LBP"')
    await speakArabic()
    expect(lbpFormat()).toBe('#,##0 "ل.ل."')
    i18nState.digits = 'arab'
    expect(lbpFormat()).toBe('#,##0 "ل.ل."')
  })
})
