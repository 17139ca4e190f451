import { Alert, Callout, Classes, Dialog, DialogBody } from '@blueprintjs/core'
import { DialogSubmitFooter } from '../../lib/forms/DialogSubmitFooter'
import {
  RIDER_MESSAGES,
  bothCurrencies,
  currencyRoutes,
  moneyToCents,
  riderSettlementBodySchema,
} from 'contracts'
import type { Rider, RiderSettlementBody } from 'contracts'
import { useState } from 'react'
import { Form } from 'react-final-form'
import { useApi } from '../../lib/api'
import { say } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'
import { richMessage } from '../../lib/i18n/richMessage'
import { usePoundsQuestion } from '../../lib/forms/usePoundsQuestion'
import { useLargeDifference } from '../../lib/forms/useLargeDifference'
import { zodValidate } from '../../lib/forms/zodValidate'
import { CashCountFields, cashCountErrors } from '../../lib/resource'
import { toastSuccess } from '../../lib/toaster'
import { m } from './labels'
import { useHeldOrders, useSettlement } from './useSettlement'

interface Values {
  amount: string
  amountLbp: number | null
  note: string
}

type Count = Required<Pick<RiderSettlementBody, 'amount' | 'amountLbp' | 'note'>>

const validateBody = zodValidate(riderSettlementBodySchema)
/** What the rider holds of a currency, never below nothing (change given may leave less). */
const atLeastNothing = (usd: string) => (usd.startsWith('-') ? '0.00' : usd)

/**
 * "Settle cash": the cash counted in dollars and in pounds (CashCountFields),
 * each prefilled with what the rider holds of it, beside the orders it
 * settles and their sum; dollars about a thousand times what is held ask "Is
 * this in pounds?"; then a confirmation naming the rider and both amounts. A
 * difference past the largest one is asked about (useLargeDifference) and sent
 * again confirmed. Sent once however often Confirm is clicked; what was typed
 * stays when the server refuses.
 */
export function SettleCashDialog({ rider, onClose }: { rider: Rider; onClose: () => void }) {
  const { settle, sending } = useSettlement(rider)
  const held = useHeldOrders(rider.id)
  const pounds = usePoundsQuestion()
  const large = useLargeDifference()
  const [asking, setAsking] = useState<Count>()
  const [refusal, setRefusal] = useState<{ message: string; note?: string }>()
  // The rate in force values the pounds, as the server values the rider's cash held.
  const rate = useApi(currencyRoutes.getCurrentRate).data?.Data.lbpPerUsd
  const lbp = { expected: rider.cashHeldLbp, lbpPerUsd: rate }
  const validate = (values: Values) =>
    cashCountErrors(
      values,
      rider.cashHeldUsd,
      validateBody({ ...values, amountLbp: values.amountLbp ?? 0 }),
      lbp,
    )
  const record = async (count: Count, confirmLargeDifference = false) => {
    const result = await settle({ ...count, confirmLargeDifference })
    if (!result) return
    setAsking(undefined)
    if (result.ok) {
      const s = result.answer.Data
      void toastSuccess(
        m.recorded({ name: rider.name, amount: say(bothCurrencies(s.countedUsd, s.countedLbp)) }),
      )
      onClose()
    } else if (!large.asked(result.failure, () => void record(count, true))) {
      const note = result.failure.submission?.note
      setRefusal({ message: result.failure.message, ...(typeof note === 'string' ? { note } : {}) })
    }
  }
  return (
    <Dialog isOpen title={m.settleTitle({ name: rider.name })} onClose={onClose}>
      <Form<Values>
        onSubmit={async (values, form) => {
          setRefusal(undefined)
          const count = {
            amount: values.amount,
            amountLbp: values.amountLbp ?? 0,
            note: values.note.trim(),
          }
          const answer = await pounds.check(count.amount, rider.cashHeld)
          if (answer === 'back') return
          if (answer === 'pounds') {
            form.change('amountLbp', count.amountLbp + Math.round(moneyToCents(count.amount) / 100))
            form.change('amount', '0.00')
            return
          }
          setAsking(count)
        }}
        initialValues={{
          amount: atLeastNothing(rider.cashHeldUsd),
          amountLbp: Math.max(0, rider.cashHeldLbp),
          note: '',
        }}
        validate={validate}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <DialogBody>
              <p>
                {richMessage(m.expectedLine, {
                  amount: (
                    <strong>{say(bothCurrencies(rider.cashHeldUsd, rider.cashHeldLbp))}</strong>
                  ),
                  worth: formatUsd(rider.cashHeld),
                  name: rider.name,
                })}
              </p>
              {held.data && held.data.Data.length > 0 && (
                <p className={Classes.TEXT_MUTED} data-testid="settle-orders">
                  {m.settlesOrders({
                    count: held.data.totals.count,
                    numbers: held.data.Data.map((o) => o.number).join(', '),
                    due: formatUsd(held.data.totals.cashDue),
                  })}
                </p>
              )}
              <CashCountFields expected={rider.cashHeldUsd} lbp={lbp} />
              {refusal && (
                <Callout intent="danger" role="alert">
                  {refusal.note ?? refusal.message}
                </Callout>
              )}
            </DialogBody>
            <DialogSubmitFooter label={m.settleCash()} onClose={onClose} />
          </form>
        )}
      />
      <Alert
        isOpen={asking !== undefined}
        intent="primary"
        confirmButtonText={m.confirm()}
        cancelButtonText={m.goBack()}
        loading={sending}
        onConfirm={() => asking && void record(asking)}
        onCancel={() => setAsking(undefined)}
        canEscapeKeyCancel={!sending}
      >
        {asking && say(RIDER_MESSAGES.settleConfirm(rider.name, asking.amount, asking.amountLbp))}
      </Alert>
      {pounds.question}
      {large.question}
    </Dialog>
  )
}
