import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import {
  centsToMoney,
  cashDifference,
  denominationsProblem,
  moneyToCents,
  reportRoutes,
  shiftCloseFieldsSchema,
} from 'contracts'
import type { ShiftClose, ShiftCloseBody, ShiftReport } from 'contracts'
import { useState } from 'react'
import { Form } from 'react-final-form'
import { recordBranchLabel } from '../../lib/branches'
import { formatDateTime } from '../../lib/dates'
import { useLargeDifference } from '../../lib/forms/useLargeDifference'
import { usePoundsQuestion } from '../../lib/forms/usePoundsQuestion'
import { zodValidate } from '../../lib/forms/zodValidate'
import {
  CashCountFields,
  LbpField,
  MoneyField,
  cashCountErrors,
  useSendOnce,
} from '../../lib/resource'
import type { ServerFailure } from '../../lib/resource'
import { BanknoteGrid, denominationsOf } from './BanknoteGrid'
import type { BanknoteValues } from './BanknoteGrid'
import { bothText, differenceText, lbpDifferenceText, m } from './words'

interface Values extends BanknoteValues {
  /** The dollars counted (the body's `cashCounted`), float included. */
  amount?: string
  /** The pounds counted (the body's `cashCountedLbp`), float included. */
  amountLbp?: number | null
  openingFloatUsd?: string
  openingFloatLbp?: number | null
  note?: string
}

const validateBody = zodValidate(
  shiftCloseFieldsSchema.pick({
    cashCounted: true,
    cashCountedLbp: true,
    openingFloatUsd: true,
    openingFloatLbp: true,
    note: true,
  }),
)

/** What the drawer should hold: the float it started with and the shift's cash, each currency. */
function expectedOf(values: Values, report: ShiftReport) {
  const float = moneyToCents(values.openingFloatUsd ?? '')
  return {
    usd: centsToMoney((Number.isNaN(float) ? 0 : float) + moneyToCents(report.cashExpectedUsd)),
    lbp:
      (typeof values.openingFloatLbp === 'number' ? values.openingFloatLbp : 0) +
      report.cashExpectedLbp,
  }
}

/** The body's rules on the form's fields, the banknotes adding up, and the note when a count differs. */
function validate(values: Values, report: ShiftReport) {
  const { cashCounted, cashCountedLbp, ...errors } = validateBody({
    cashCounted: values.amount,
    cashCountedLbp: values.amountLbp ?? undefined,
    openingFloatUsd: values.openingFloatUsd,
    openingFloatLbp: values.openingFloatLbp ?? undefined,
    note: values.note,
  })
  const all: Record<string, unknown> = { ...errors }
  if (cashCounted) all.amount = cashCounted
  if (cashCountedLbp) all.amountLbp = cashCountedLbp
  if (values.amountLbp === null || values.amountLbp === undefined)
    all.amountLbp = m.poundsRequired()
  const notes = denominationsOf(values.banknotes)
  if (notes && !all.amount && !all.amountLbp) {
    const counted = { usd: values.amount!, lbp: values.amountLbp! }
    const usd = notes.usd && denominationsProblem({ usd: notes.usd }, counted)
    const lbp = notes.lbp && denominationsProblem({ lbp: notes.lbp }, counted)
    if (usd) all.amount = usd
    if (lbp) all.amountLbp = lbp
  }
  const expected = expectedOf(values, report)
  return cashCountErrors(values, expected.usd, all, {
    expected: expected.lbp,
    lbpPerUsd: report.lbpPerUsd,
  })
}

/**
 * "Close shift": the drawer counted in dollars and in pounds, float included
 * (the floats it started with prefilled from the last close), optionally note
 * by note (BanknoteGrid: the notes' total fills the count); each currency's
 * difference shown as it is typed and a note when one is not zero; then a
 * confirmation. Sent once under its Idempotency-Key (useSendOnce); a shift
 * closed meanwhile is a 409, a shift where nothing happened a 422 in words.
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
  const [confirming, setConfirming] = useState<ShiftCloseBody>()
  const [failure, setFailure] = useState<ServerFailure>()
  const pounds = usePoundsQuestion()
  const large = useLargeDifference()

  const close = async (confirmLargeDifference = false) => {
    if (!confirming) return
    setFailure(undefined)
    const result = await send({
      body: { ...confirming, ...(confirmLargeDifference ? { confirmLargeDifference } : {}) },
    })
    if (result?.ok) onClosed(result.answer.Data)
    else if (result && !large.asked(result.failure, () => void close(true))) {
      setFailure(result.failure)
      setConfirming(undefined)
    }
  }

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={m.closeDialogTitle({ branch: recordBranchLabel(report) })}
    >
      <Form<Values>
        initialValues={{
          openingFloatUsd: report.openingFloatUsd,
          openingFloatLbp: report.openingFloatLbp,
          amountLbp: 0,
        }}
        onSubmit={async (values) => {
          // Dollars about a thousand times what the drawer expects ask "Is this in pounds?" first.
          const drawer = expectedOf(values, report).usd
          if ((await pounds.check(values.amount!, drawer)) !== 'dollars') return
          const denominations = denominationsOf(values.banknotes)
          setConfirming({
            branchId: report.branchId,
            from: report.from,
            cashCounted: values.amount!,
            cashCountedLbp: values.amountLbp ?? 0,
            openingFloatUsd: values.openingFloatUsd!,
            openingFloatLbp: values.openingFloatLbp ?? 0,
            ...(denominations ? { denominations } : {}),
            note: values.note?.trim() ?? '',
          })
        }}
        validate={(values) => validate(values, report)}
        render={({ handleSubmit, values }) => {
          const expected = expectedOf(values, report)
          return (
            <form onSubmit={handleSubmit} noValidate>
              <DialogBody>
                <p>
                  {m.shiftFromToNow({ from: formatDateTime(report.from) })}{' '}
                  <strong data-testid="shift-cash-expected">
                    {bothText(report.cashExpectedUsd, report.cashExpectedLbp)}
                  </strong>
                  {report.riders.length > 0 &&
                    m.ridersHolding({
                      riders: report.riders
                        .map((r) => `${r.name} ${bothText(r.cashHeldUsd, r.cashHeldLbp)}`)
                        .join(', '),
                    })}
                  .
                </p>
                {failure && (
                  <Callout intent="danger" role="alert" style={{ marginBottom: 12 }}>
                    {failure.status === 409 ? m.closedMeanwhile() : failure.message}
                  </Callout>
                )}
                <div className="report-close-floats">
                  <MoneyField name="openingFloatUsd" label={m.openingFloat()} required />
                  <LbpField name="openingFloatLbp" label={m.openingFloatLbp()} required />
                </div>
                <p data-testid="drawer-expected">
                  {m.expectedInDrawer()} <strong>{bothText(expected.usd, expected.lbp)}</strong>
                </p>
                <BanknoteGrid currency="usd" />
                <BanknoteGrid currency="lbp" />
                <CashCountFields
                  expected={expected.usd}
                  lbp={{ expected: expected.lbp, lbpPerUsd: report.lbpPerUsd }}
                />
                {confirming && (
                  <Callout intent="warning" role="alert" title={m.confirmTitle()}>
                    {m.confirmText({
                      counted: bothText(confirming.cashCounted, confirming.cashCountedLbp ?? 0),
                      expected: bothText(expected.usd, expected.lbp),
                      usd: differenceText(cashDifference(confirming.cashCounted, expected.usd)!),
                      lbp: lbpDifferenceText((confirming.cashCountedLbp ?? 0) - expected.lbp),
                    })}
                  </Callout>
                )}
              </DialogBody>
              <DialogFooter
                actions={
                  confirming ? (
                    <>
                      <Button text={m.back()} onClick={() => setConfirming(undefined)} />
                      <Button
                        intent="primary"
                        text={m.confirmClose()}
                        loading={sending}
                        onClick={() => void close()}
                      />
                    </>
                  ) : (
                    <>
                      <Button text={m.cancel()} onClick={onClose} />
                      <Button type="submit" intent="primary" text={m.reviewClose()} />
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
