import { Alert } from '@blueprintjs/core'
import type { Intent } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { useState } from 'react'

export interface QuestionOptions<T> {
  intent: Intent
  confirmText: string
  cancelText: string
  /** The confirm button spins while the confirmed request is on its way. */
  loading?: boolean
  /** What the question says about what is asked. */
  say: (asked: T) => ReactNode
  /**
   * "Yes": sends (again) with the confirmation. The question stays open until
   * `close` is called, so a sender may keep it open while it waits.
   */
  onConfirm: (asked: T, close: () => void) => void
}

/**
 * A question asked before something is sent (or sent again with its
 * confirmation): a large cash difference, activating a points rate, a dollar
 * rate that moves more than 5%. `ask(x)` opens it about `x`; "Yes" calls
 * `onConfirm(x, close)`, the other button closes it. Render `question` once.
 */
export function useQuestion<T>(options: QuestionOptions<T>) {
  // Boxed, so that any value (even a falsy one) counts as asked.
  const [asking, setAsking] = useState<{ asked: T }>()
  const close = () => setAsking(undefined)
  const question = (
    <Alert
      isOpen={asking !== undefined}
      intent={options.intent}
      confirmButtonText={options.confirmText}
      cancelButtonText={options.cancelText}
      loading={options.loading}
      onConfirm={() => asking && options.onConfirm(asking.asked, close)}
      onCancel={close}
      canEscapeKeyCancel={!options.loading}
    >
      {asking && options.say(asking.asked)}
    </Alert>
  )
  return { ask: (asked: T) => setAsking({ asked }), close, question }
}
