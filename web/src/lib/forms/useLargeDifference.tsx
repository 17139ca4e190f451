import { Alert } from '@blueprintjs/core'
import { useState } from 'react'
import type { ServerFailure } from '../resource'
import { messages, say } from '../i18n'
import en from './messages.en.json'

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
  const [asking, setAsking] = useState<{ text: string; resend: () => void }>()
  const asked = (failure: ServerFailure, resend: () => void): boolean => {
    const text = failure.submission?.confirmLargeDifference
    if (failure.status !== 422 || typeof text !== 'string') return false
    setAsking({ text, resend })
    return true
  }
  const question = (
    <Alert
      isOpen={asking !== undefined}
      intent="warning"
      confirmButtonText={m.yesRecordIt()}
      cancelButtonText={m.goBack()}
      onConfirm={() => {
        const resend = asking?.resend
        setAsking(undefined)
        resend?.()
      }}
      onCancel={() => setAsking(undefined)}
    >
      {asking?.text && say(asking.text)}
    </Alert>
  )
  return { asked, question }
}
