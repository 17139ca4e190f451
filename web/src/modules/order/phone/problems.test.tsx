import { render } from '@testing-library/react'
import { COUPON_REFUSALS, couponProblem } from 'contracts'
import { afterEach, expect, it } from 'vitest'
import { speakArabic, speakEnglish } from '../../../lib/orders/testing'
import { Problems } from './problems'

afterEach(speakEnglish)

it("says a quote's coupon refusal in the page's language, the code kept", async () => {
  const problems = [
    { field: 'couponCode', message: couponProblem('SUMMER25', COUPON_REFUSALS.ended) },
  ]
  const english = render(<Problems problems={problems} />)
  expect(english.container.textContent).toBe('Coupon SUMMER25 has ended.')
  english.unmount()
  await speakArabic()
  const arabic = render(<Problems problems={problems} />)
  expect(arabic.container.textContent).toBe('انتهت القسيمة SUMMER25.')
})
