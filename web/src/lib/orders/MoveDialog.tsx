import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { WarningSignIcon } from '@blueprintjs/icons'
import { ORDER_MESSAGES, ORDER_STATUS_ACTION_LABELS, orderStatusBodySchema } from 'contracts'
import type { SubmissionErrors } from 'final-form'
import { Form, useFormState } from 'react-final-form'
import { zodValidate } from '../forms/zodValidate'
import { TextField } from '../resource'
import { RejectionReasonField } from './RejectionReasonField'
import { refundsOnMove } from './statusMoves'
import type { MovableOrder } from './statusMoves'

/** The moves that ask for something first: a reason to reject, a note to cancel. */
export type DialogMove = 'rejected' | 'cancelled'

export interface MoveDetails {
  rejectionReasonId: number | null
  note: string
}

interface MoveDialogProps {
  order: MovableOrder
  /** The move asked for; the dialog is closed without one. */
  to: DialogMove | undefined
  /** The order's version when the move was asked for (a move since is a 409). */
  version: number
  onSubmit: (details: MoveDetails) => Promise<SubmissionErrors | undefined>
  onClose: () => void
}

const validate = zodValidate(orderStatusBodySchema)

/**
 * Reject (a reason from the list, an optional note) or cancel (a required
 * note), checked by the status body's own schema; a paid order's refund is
 * announced before the move is made.
 */
export function MoveDialog({ order, to, version, onSubmit, onClose }: MoveDialogProps) {
  const verb = to === 'rejected' ? 'Reject' : 'Cancel'
  return (
    <Dialog isOpen={to !== undefined} title={`${verb} order ${order.number}`} onClose={onClose}>
      {to && (
        <Form<MoveDetails & { status: DialogMove; version: number }>
          onSubmit={({ rejectionReasonId, note }) => onSubmit({ rejectionReasonId, note })}
          initialValues={{ status: to, version, rejectionReasonId: null, note: '' }}
          validate={validate}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate>
              <DialogBody>
                {refundsOnMove(order) && (
                  <Callout intent="warning" icon={<WarningSignIcon />}>
                    {ORDER_MESSAGES.refundNotice(order.total)}
                  </Callout>
                )}
                {to === 'rejected' && <RejectionReasonField />}
                <TextField
                  name="note"
                  label={to === 'rejected' ? 'Note (optional)' : 'Note'}
                  required={to === 'cancelled'}
                  multiline
                />
                <SubmitError />
              </DialogBody>
              <DialogFooter
                actions={
                  <>
                    <Button onClick={onClose} disabled={submitting}>
                      Go back
                    </Button>
                    <Button type="submit" intent="danger" loading={submitting}>
                      {ORDER_STATUS_ACTION_LABELS[to]}
                    </Button>
                  </>
                }
              />
            </form>
          )}
        />
      )}
    </Dialog>
  )
}

/** The server's refusal (a 422 in its words), until something is changed. */
function SubmitError() {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  })
  if (!submitError || dirtySinceLastSubmit) return null
  return (
    <Callout intent="danger" role="alert">
      {String(submitError)}
    </Callout>
  )
}
