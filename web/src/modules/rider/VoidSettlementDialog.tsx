import { Dialog, DialogBody } from '@blueprintjs/core'
import { DialogSubmitFooter } from '../../lib/forms/DialogSubmitFooter'
import { RIDER_MESSAGES, bothCurrencies, riderSettlementVoidBodySchema } from 'contracts'
import type { Rider, RiderSettlement } from 'contracts'
import { Form } from 'react-final-form'
import { SubmitError } from '../../lib/forms/SubmitError'
import { zodValidate } from '../../lib/forms/zodValidate'
import { say } from '../../lib/i18n'
import { TextField, shownOnce } from '../../lib/resource'
import { toastSuccess } from '../../lib/toaster'
import { m } from './labels'
import { useVoidSettlement } from './useSettlement'

const validate = zodValidate(riderSettlementVoidBodySchema)

/**
 * "Void" a wrong settlement: the confirmation says what the rider will hold
 * again, and asks why (required). Sent once under its Idempotency-Key; the
 * settlement stays listed, marked voided; a refusal is shown in the
 * server's words with the reason kept.
 */
export function VoidSettlementDialog({
  rider,
  settlement,
  onClose,
}: {
  rider: Rider
  settlement: RiderSettlement
  onClose: () => void
}) {
  const { voidOne } = useVoidSettlement(rider)
  return (
    <Dialog isOpen title={m.voidTitle()} onClose={onClose}>
      <Form<{ reason: string }>
        initialValues={{ reason: '' }}
        validate={validate}
        onSubmit={async (values) => {
          const result = await voidOne(settlement.id, { reason: values.reason.trim() })
          if (!result) return undefined
          if (!result.ok) return shownOnce(result.failure.submission)
          void toastSuccess(m.voidDone({ name: rider.name }))
          onClose()
          return undefined
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <DialogBody>
              <p>
                {say(
                  RIDER_MESSAGES.voidConfirm(
                    rider.name,
                    bothCurrencies(settlement.expectedUsd, settlement.expectedLbp),
                  ),
                )}
              </p>
              <TextField name="reason" label={m.why()} required multiline />
              <SubmitError />
            </DialogBody>
            <DialogSubmitFooter
              label={m.voidSettlement()}
              onClose={onClose}
              submitting={submitting}
              intent="danger"
            />
          </form>
        )}
      />
    </Dialog>
  )
}
