import { phoneOrderRoutes } from 'contracts'
import type { OrderQuote, PhoneOrderBody } from 'contracts'
import { useEffect, useRef, useState } from 'react'
import { apiRequest } from '../../../lib/api'
import { errorMessage } from '../../../lib/resource'

/** How long typing may pause before the order is priced again. */
export const QUOTE_DEBOUNCE_MS = 300

export interface QuoteState {
  quote: OrderQuote | undefined
  /** A newer body is being priced (the figures shown are the last ones). */
  pricing: boolean
  error: string | undefined
}

/**
 * The server's price of the order as typed (`POST /order/quote`), asked
 * again a moment after each change: only the answer to the latest body is
 * kept, so a slow answer to an older body never replaces a newer one.
 */
export function useQuote(body: PhoneOrderBody | undefined): QuoteState {
  const text = body ? JSON.stringify(body) : ''
  // The last answer and the body it priced.
  const [answer, setAnswer] = useState<{ text: string; quote?: OrderQuote; error?: string }>({
    text: '',
  })
  const latest = useRef(0)
  useEffect(() => {
    const asked = ++latest.current
    if (!text) return
    const timer = setTimeout(() => {
      apiRequest(phoneOrderRoutes.quoteOrder, { body: JSON.parse(text) as PhoneOrderBody }).then(
        ({ Data }) => {
          if (asked === latest.current) setAnswer({ text, quote: Data })
        },
        (error: unknown) => {
          if (asked === latest.current)
            setAnswer((a) => ({ ...a, text, error: errorMessage(error) }))
        },
      )
    }, QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  if (!text) return { quote: undefined, pricing: false, error: undefined }
  return {
    quote: answer.quote,
    pricing: answer.text !== text,
    error: answer.text === text ? answer.error : undefined,
  }
}
