import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import {
  REPORT_MESSAGES,
  centsToMoney,
  moneyToCents,
  readAmount,
  reportRoutes,
  shiftCloseBodySchema,
} from 'contracts'
import type { ShiftClose, ShiftReport } from 'contracts'
import { useRef, useState } from 'react'
import { Form } from 'react-final-form'
import { newIdempotencyKey, sendOnce } from '../../lib/api/sendOnce'
import { formatDateTime } from '../../lib/dates'
import { zodValidate } from '../../lib/forms/zodValidate'
import { MoneyField, TextField, serverFailure } from '../../lib/resource'
import type { ServerFailure } from '../../lib/resource'
import { differenceInWords, formatUsd } from './format'

interface Values {
  cashCounted?: string
  note?: string
}

const validateBody = zodValidate(shiftCloseBodySchema.pick({ cashCounted: true, note: true }))

/** The counted cash less the expected, in cents; undefined until the amount reads. */
function differenceOf(counted: string | undefined, expected: string) {
  if (!counted) return undefined
  const read = readAmount(counted)
  const amount = read.ok ? read.value : counted
  const cents = moneyToCents(amount)
  return Number.isNaN(cents) ? undefined : cents - moneyToCents(expected)
}

/**
 * "Close shift": the cash counted in the drawer (typed as people type it), the
 * difference from the expected shown as it is typed, a note needed when it is
 * not zero, then a confirmation. Sent once under its Idempotency-Key (a lost
 * answer is asked again under the same key); a shift closed meanwhile is a 409.
 */
export function CloseShiftDialog({
  report,
  onClose,
  onClosed,
}: {
  report: ShiftReport
  onClose: () => void
  onClosed: (close: ShiftClose) => void
}) {
  const [key] = useState(newIdempotencyKey)
  const [confirming, setConfirming] = useState<{ cashCounted: string; note: string }>()
  const [failure, setFailure] = useState<ServerFailure>()
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const [validate] = useState(() => (values: Values) => {
    const errors = { ...validateBody(values) } as Record<string, unknown>
    const difference = differenceOf(values.cashCounted, report.cashExpected)
    if (!errors.cashCounted && difference !== 0 && !values.note?.trim()) {
      errors.note = REPORT_MESSAGES.noteRequired
    }
    return errors
  })

  const send = async () => {
    // A second click before the first answer (or before the re-render) sends nothing more.
    if (!confirming || inFlight.current) return
    inFlight.current = true
    setSending(true)
    setFailure(undefined)
    try {
      const { Data } = await sendOnce(reportRoutes.closeShift, key, {
        body: { branchId: report.branchId, from: report.from, ...confirming },
      })
      onClosed(Data)
    } catch (error) {
      setFailure(serverFailure(error))
      setConfirming(undefined)
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return (
    <Dialog isOpen onClose={onClose} title={`Close the shift of ${report.branchName}`}>
      <Form<Values>
        onSubmit={(values) => {
          setConfirming({ cashCounted: values.cashCounted!, note: values.note?.trim() ?? '' })
        }}
        validate={validate}
        render={({ handleSubmit, values }) => {
          const difference = differenceOf(values.cashCounted, report.cashExpected)
          return (
            <form onSubmit={handleSubmit} noValidate>
              <DialogBody>
                <p>
                  Shift from {formatDateTime(report.from)} to now. Cash expected in the drawer:{' '}
                  <strong>{formatUsd(report.cashExpected)}</strong>
                  {report.riders.length > 0 &&
                    ` (riders still holding cash: ${report.riders
                      .map((r) => `${r.name} ${formatUsd(r.cashHeld)}`)
                      .join(', ')})`}
                  .
                </p>
                {failure && (
                  <Callout intent="danger" role="alert" style={{ marginBottom: 12 }}>
                    {failure.status === 409
                      ? 'This shift was closed meanwhile. Close this window to read the new shift.'
                      : failure.message}
                  </Callout>
                )}
                <MoneyField name="cashCounted" label="Counted cash" required />
                <p aria-live="polite" data-testid="close-difference">
                  Difference:{' '}
                  <strong>
                    {difference === undefined ? '—' : differenceInWords(centsToMoney(difference))}
                  </strong>
                </p>
                {difference !== undefined && difference !== 0 && (
                  <TextField name="note" label="Note" required multiline />
                )}
                {confirming && (
                  <Callout intent="warning" role="alert" title="Close this shift?">
                    {formatUsd(confirming.cashCounted)} counted against{' '}
                    {formatUsd(report.cashExpected)} expected:{' '}
                    {differenceInWords(
                      centsToMoney(
                        moneyToCents(confirming.cashCounted) - moneyToCents(report.cashExpected),
                      ),
                    )}
                    . The report is kept as it stands and a new shift starts now.
                  </Callout>
                )}
              </DialogBody>
              <DialogFooter
                actions={
                  confirming ? (
                    <>
                      <Button text="Back" onClick={() => setConfirming(undefined)} />
                      <Button
                        intent="primary"
                        text="Confirm close"
                        loading={sending}
                        onClick={() => void send()}
                      />
                    </>
                  ) : (
                    <>
                      <Button text="Cancel" onClick={onClose} />
                      <Button type="submit" intent="primary" text="Review close" />
                    </>
                  )
                }
              />
            </form>
          )
        }}
      />
    </Dialog>
  )
}
