import { afterEach, expect, it } from 'vitest'
import { ApiError } from '../../api'
import { i18nState } from '../../i18n/state'
import { speakArabic, speakEnglish } from '../../orders/testing'
import { errorMessage } from './errorMessage'

afterEach(() => {
  speakEnglish()
  i18nState.digits = 'latn'
})

it("shows the API's message in the digits the employee chose, codes kept", async () => {
  const refusal = new ApiError(422, 'لا يمكن إغلاق أكثر من 20 صنفًا للطلب #1042')
  expect(errorMessage(refusal)).toBe('لا يمكن إغلاق أكثر من 20 صنفًا للطلب #1042')
  await speakArabic()
  i18nState.digits = 'arab'
  expect(errorMessage(refusal)).toBe('لا يمكن إغلاق أكثر من ٢٠ صنفًا للطلب #1042')
})
