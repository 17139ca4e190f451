import { Classes } from '@blueprintjs/core'
import { useField } from 'react-final-form'
import { m } from './words'

/** Characters a phone shows before cutting a notification's title and body. */
export const PHONE_SHOWS = { title: 50, body: 150 } as const

/** "23 / 50 characters a phone shows": warns when the text runs past what shows. */
export function PhoneLimitHint({ name, limit }: { name: string; limit: number }) {
  const { input } = useField<string>(name, { subscription: { value: true } })
  const length = (input.value ?? '').length
  const over = length > limit
  return (
    <span className={over ? Classes.INTENT_WARNING : undefined}>
      {over ? m.phoneShowsCut({ length, limit }) : m.phoneShows({ length, limit })}
    </span>
  )
}

/** The text as a phone shows it: cut at the limit with an ellipsis. */
export const cutForPhone = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text
