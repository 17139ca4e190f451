import { Callout } from '@blueprintjs/core'
import type { OrderQuote } from 'contracts'
import { say } from '../../../lib/i18n'

type Problem = OrderQuote['problems'][number]

/** The quote's problems about these body fields (a field, or anything under it). */
export const problemsAt = (quote: OrderQuote | undefined, ...fields: string[]): Problem[] =>
  (quote?.problems ?? []).filter((p) =>
    fields.some((f) => p.field === f || p.field.startsWith(`${f}.`)),
  )

/** What would stop the order, said where it applies, in the page's language (the quote says it in English). */
export function Problems({ problems }: { problems: readonly Problem[] }) {
  if (!problems.length) return null
  return (
    <Callout intent="warning" compact className="phone-order-problems" role="status">
      {problems.map((p) => (
        <div key={`${p.field} ${p.message}`}>{say(p.message)}</div>
      ))}
    </Callout>
  )
}
