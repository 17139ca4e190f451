import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import {
  cashDifference,
  differenceInWords,
  formatUsd,
  reportRoutes,
  shiftCloseFieldsSchema,
} from 'contracts'
import type { ShiftClose, ShiftReport } from 'contracts'
import { useState } from 'react'
import { Form } from 'react-final-form'
import { formatDateTime } from '../../lib/dates'
import { useLargeDifference } from '../../lib/forms/useLargeDifference'
import { usePoundsQuestion } from '../../lib/forms/usePoundsQuestion'
import { zodValidate } from '../../lib/forms/zodValidate'
import { CashCountFields, cashCountErrors, useSendOnce } from '../../lib/resource'
import type { ServerFailure } from '../../lib/resource'

interface Values {
  amount?: string
  note?: string
}

const validateBody = zodValidate(shiftCloseFieldsSchema.pick({ cashCounted: true, note: true }))

/** The body's rules on the count's fields (the amount is the body's `cashCounted`). */
function validateCount(values: Values, expected: string) {
  const { cashCounted, ...errors } = validateBody({ cashCounted: values.amount, note: values.note })
  return cashCountErrors(
    values,
    expected,
    cashCounted ? { ...errors, amount: cashCounted } : errors,
  )
}

/**
 * "Close shift": the cash counted in the drawer (CashCountFields: the
 * difference shown as it is typed, a note when it is not zero), then a
 * confirmation. Sent once under its Idempotency-Key (useSendOnce); a shift
 * closed meanwhile is a 409.
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
  const { send, sending } = useSendOnce(reportRoutes.closeShift)
  const [confirming, setConfirming] = useState<{ cashCounted: string; note: string }>()
  const [failure, setFailure] = useState<ServerFailure>()
  const pounds = usePoundsQuestion()
  const large = useLargeDifference()

  const close = async (confirmLargeDifference = false) => {
    if (!confirming) return
    setFailure(undefined)
    const result = await send({
      body: {
        branchId: report.branchId,
        from: report.from,
        ...confirming,
        ...(confirmLargeDifference ? { confirmLargeDifference } : {}),
      },
    })
    if (result?.ok) onClosed(result.answer.Data)
    else if (result && !large.asked(result.failure, () => void close(true))) {
      setFailure(result.failure)
      setConfirming(undefined)
    }
  }

  return (
    <Dialog isOpen onClose={onClose} title={`Close the shift of ${report.branchName}`}>
      <Form<Values>
        onSubmit={async (values) => {
          // Dollars about a thousand times what the drawer expects ask "Is this in pounds?" first.
          if ((await pounds.check(values.amount!, report.cashExpected)) !== 'dollars') return
          setConfirming({ cashCounted: values.amount!, note: values.note?.trim() ?? '' })
        }}
        validate={(values) => validateCount(values, report.cashExpected)}
        render={({ handleSubmit }) => {
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
                <CashCountFields expected={report.cashExpected} />
                {confirming && (
                  <Callout intent="warning" role="alert" title="Close this shift?">
                    {formatUsd(confirming.cashCounted)} counted against{' '}
                    {formatUsd(report.cashExpected)} expected:{' '}
                    {differenceInWords(
                      cashDifference(confirming.cashCounted, report.cashExpected)!,
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
                        onClick={() => void close()}
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
      {pounds.question}
      {large.question}
    </Dialog>
  )
}
