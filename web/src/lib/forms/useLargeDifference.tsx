import type { ServerFailure } from '../resource'
import { messages, say } from '../i18n'
import en from './messages.en.json'
import { useQuestion } from './useQuestion'

const m = messages(en)

/**
 * The largest cash difference's question (Settle cash, Close shift): the
 * server refuses a count past the settings' maxCashDifferenceUsd with a 422
 * whose Errors.confirmLargeDifference says the difference in words; `asked`
 * recognises that refusal and asks its question, and on "Yes, record it"
 * calls `resend`, which sends the count again with `confirmLargeDifference:
 * true` (under the same Idempotency-Key: a refused count recorded nothing).
 * Render `question` once.
 */
export function useLargeDifference() {
  const { ask, question } = useQuestion<{ text: string; resend: () => void }>({
    intent: 'warning',
    confirmText: m.yesRecordIt(),
    cancelText: m.goBack(),
    say: ({ text }) => say(text),
    onConfirm: ({ resend }, close) => {
      close()
      resend()
    },
  })
  const asked = (failure: ServerFailure, resend: () => void): boolean => {
    const text = failure.submission?.confirmLargeDifference
    if (failure.status !== 422 || typeof text !== 'string') return false
    ask({ text, resend })
    return true
  }
  return { asked, question }
}
