import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { RIDER_MESSAGES, formatUsd, riderSettlementBodySchema } from 'contracts'
import type { Rider } from 'contracts'
import { useState } from 'react'
import { Form } from 'react-final-form'
import { zodValidate } from '../../lib/forms/zodValidate'
import { CashCountFields, cashCountErrors } from '../../lib/resource'
import { toastSuccess } from '../../lib/toaster'
import { useSettlement } from './useSettlement'

interface Values {
  amount: string
  note: string
}

const validateBody = zodValidate(riderSettlementBodySchema)

/**
 * "Settle cash": the cash counted (CashCountFields), prefilled with what the
 * rider is expected to hand over; then a confirmation naming the rider and
 * the amount. Sent once however often Confirm is clicked; what was typed
 * stays when the server refuses.
 */
export function SettleCashDialog({ rider, onClose }: { rider: Rider; onClose: () => void }) {
  const { settle, sending } = useSettlement(rider)
  const [asking, setAsking] = useState<Values>()
  const [refusal, setRefusal] = useState<{ message: string; note?: string }>()
  const validate = (values: Values) => cashCountErrors(values, rider.cashHeld, validateBody(values))
  const confirm = async () => {
    if (!asking) return
    const result = await settle({ amount: asking.amount, note: asking.note.trim() })
    if (!result) return
    setAsking(undefined)
    if (result.ok) {
      void toastSuccess(
        `Recorded: ${rider.name} handed over ${formatUsd(result.answer.Data.amount)}.`,
      )
      onClose()
    } else {
      const note = result.failure.submission?.note
      setRefusal({ message: result.failure.message, ...(typeof note === 'string' ? { note } : {}) })
    }
  }
  return (
    <Dialog isOpen title={`Settle cash: ${rider.name}`} onClose={onClose}>
      <Form<Values>
        onSubmit={(values) => {
          setRefusal(undefined)
          setAsking(values)
        }}
        initialValues={{ amount: rider.cashHeld, note: '' }}
        validate={validate}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <DialogBody>
              <p>
                Expected: <strong>{formatUsd(rider.cashHeld)}</strong>, the cash of the cash orders{' '}
                {rider.name} delivered since their last settlement.
              </p>
              <CashCountFields expected={rider.cashHeld} />
              {refusal && (
                <Callout intent="danger" role="alert">
                  {refusal.note ?? refusal.message}
                </Callout>
              )}
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button onClick={onClose}>Go back</Button>
                  <Button type="submit" intent="primary">
                    Settle cash
                  </Button>
                </>
              }
            />
          </form>
        )}
      />
      <Alert
        isOpen={asking !== undefined}
        intent="primary"
        confirmButtonText="Confirm"
        cancelButtonText="Go back"
        loading={sending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(undefined)}
      >
        {asking && RIDER_MESSAGES.settleConfirm(rider.name, asking.amount)}
      </Alert>
    </Dialog>
  )
}
