import { Alert } from '@blueprintjs/core'
import { NotificationsIcon } from '@blueprintjs/icons'
import { useRef, useState } from 'react'
import { m } from './words'

/**
 * Asks before a notification goes out now ("Send to 2,913 customers now?"):
 * `ask` answers true once confirmed, false when the employee steps back.
 */
export function useSendConfirmation() {
  const [question, setQuestion] = useState<string>()
  const answer = useRef<((yes: boolean) => void) | null>(null)
  const ask = (text: string) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve
      setQuestion(text)
    })
  const close = (yes: boolean) => {
    answer.current?.(yes)
    answer.current = null
    setQuestion(undefined)
  }
  const dialog = (
    <Alert
      isOpen={question !== undefined}
      intent="primary"
      icon={<NotificationsIcon />}
      confirmButtonText={m.sendNow()}
      cancelButtonText={m.notYet()}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
      canEscapeKeyCancel
    >
      <p>{question}</p>
    </Alert>
  )
  return { ask, dialog }
}
