import { Callout } from '@blueprintjs/core'
import { InfoSignIcon } from '@blueprintjs/icons'
import { useFormState } from 'react-final-form'
import { m } from './labels'
import { rateSentence } from './rateSentence'
import type { RateTerms } from './rateSentence'

/** What the rate being typed means, in words, updated on every key. */
export function RateSentence() {
  const { values } = useFormState<RateTerms>({ subscription: { values: true } })
  const sentence = rateSentence(values)
  return (
    <Callout icon={<InfoSignIcon />} aria-live="polite" data-testid="rate-sentence">
      {sentence ?? m.fillIn()}
    </Callout>
  )
}
