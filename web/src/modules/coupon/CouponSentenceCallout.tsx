import { Callout } from '@blueprintjs/core'
import { TagIcon } from '@blueprintjs/icons'
import { useFormState } from 'react-final-form'
import { couponSentence } from './couponSentence'
import type { CouponTerms } from './couponSentence'
import { m } from './labels'

/** What the coupon does as the customer will meet it, following the form as it changes. */
export function CouponSentenceCallout({ usedCount }: { usedCount: number }) {
  const { values } = useFormState<CouponTerms>({ subscription: { values: true } })
  return (
    <Callout intent="primary" icon={<TagIcon />} title={m.whatCustomersGet()} aria-live="polite">
      <span data-testid="coupon-sentence">{couponSentence({ ...values, usedCount })}</span>
    </Callout>
  )
}
