import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { mayBePounds, mayBePoundsQuestion } from 'contracts'
import { useRef, useState } from 'react'
import { messages, say } from '../i18n'
import en from './messages.en.json'

const m = messages(en)

/** The answer to "Is this in pounds?": pounds, dollars after all, or back to the form (closed). */
export type PoundsAnswer = 'pounds' | 'dollars' | 'back'

/**
 * "Is this in pounds?": every dollar cash box (Cash received, Settle cash,
 * Close shift, a wallet recharge) asks it before anything is sent when the
 * dollars typed are about a thousand times what was expected (contracts'
 * mayBePounds). `check` answers 'dollars' at once for an amount that is not
 * suspect; else it opens the question and answers what the employee chose.
 * Render `question` once.
 */
export function usePoundsQuestion() {
  const [typed, setTyped] = useState<string>()
  const answer = useRef<(a: PoundsAnswer) => void>(() => {})
  const check = (typedUsd: string, expectedUsd: string): Promise<PoundsAnswer> => {
    if (!mayBePounds(typedUsd, expectedUsd)) return Promise.resolve('dollars')
    setTyped(typedUsd)
    return new Promise((resolve) => (answer.current = resolve))
  }
  const reply = (a: PoundsAnswer) => {
    setTyped(undefined)
    answer.current(a)
    answer.current = () => {}
  }
  const question = (
    <Dialog isOpen={typed !== undefined} title={m.isThisPounds()} onClose={() => reply('back')}>
      <DialogBody>
        <p role="alert">{typed !== undefined && say(mayBePoundsQuestion(typed))}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={m.noDollars()} onClick={() => reply('dollars')} />
            <Button
              intent="primary"
              text={m.yesPounds()}
              autoFocus
              onClick={() => reply('pounds')}
            />
          </>
        }
      />
    </Dialog>
  )
  return { check, question }
}
