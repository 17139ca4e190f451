import { Callout, Dialog, DialogBody } from '@blueprintjs/core'
import { DialogSubmitFooter } from '../forms/DialogSubmitFooter'
import { WarningSignIcon } from '@blueprintjs/icons'
import { ORDER_MESSAGES, orderStatusBodySchema } from 'contracts'
import type { BoardRider, CashTender } from 'contracts'
import type { SubmissionErrors } from 'final-form'
import { Form } from 'react-final-form'
import { zodValidate } from '../forms/zodValidate'
import { messages, say } from '../i18n'
import { recordBranchLabel } from '../branches'
import { TextField } from '../resource'
import { RiderChoiceField } from '../rider'
import { RejectionReasonField } from './RejectionReasonField'
import { refundsOnMove } from './statusMoves'
import type { MovableOrder } from './statusMoves'
import { SubmitError } from '../forms/SubmitError'
import { moveLabel } from './labels'
import en from './messages.en.json'

const m = messages(en)

/**
 * The moves that ask for something first: a reason to reject, a note to
 * cancel, the rider who takes a delivery order out.
 */
export type DialogMove = 'rejected' | 'cancelled' | 'out_for_delivery'

export interface MoveDetails {
  rejectionReasonId: number | null
  note: string
  riderId: number | null
  /** Finishing a cash order: what was received and the change (CashReceivedDialog). */
  cash?: CashTender
}

interface MoveDialogProps {
  order: MovableOrder
  /** The move asked for; the dialog is closed without one. */
  to: DialogMove | undefined
  /** The order's version when the move was asked for (a move since is a 409). */
  version: number
  onSubmit: (details: MoveDetails) => Promise<SubmissionErrors | undefined>
  onClose: () => void
  /** The branch's riders when the caller has them (the board); else the dialog reads them. */
  riders?: readonly BoardRider[] | undefined
}

const validate = zodValidate(orderStatusBodySchema)

/**
 * Reject (a reason from the list, an optional note), cancel (a required
 * note) or send out (the rider who takes it), checked by the status body's
 * own schema; a paid order's refund is announced before the move is made.
 * What was typed stays when the server refuses.
 */
export function MoveDialog({ order, to, version, onSubmit, onClose, riders }: MoveDialogProps) {
  return (
    <Dialog
      isOpen={to !== undefined}
      title={m.moveTitle({ move: to ?? '', number: order.number })}
      onClose={onClose}
    >
      {to && (
        <Form<MoveDetails & { status: DialogMove; version: number }>
          onSubmit={({ rejectionReasonId, note, riderId }) =>
            onSubmit({ rejectionReasonId, note, riderId })
          }
          initialValues={{ status: to, version, rejectionReasonId: null, note: '', riderId: null }}
          validate={validate}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate>
              <DialogBody>
                {to !== 'out_for_delivery' && refundsOnMove(order) && (
                  <Callout intent="warning" icon={<WarningSignIcon />}>
                    {say(ORDER_MESSAGES.refundNotice(order.total))}
                  </Callout>
                )}
                {to === 'rejected' && <RejectionReasonField />}
                {to === 'out_for_delivery' && (
                  <RiderChoiceField
                    branchId={order.branchId}
                    branchName={recordBranchLabel(order)}
                    riders={riders}
                  />
                )}
                {to !== 'out_for_delivery' && (
                  <TextField
                    name="note"
                    label={to === 'rejected' ? m.noteOptional() : m.note()}
                    required={to === 'cancelled'}
                    multiline
                  />
                )}
                <SubmitError />
              </DialogBody>
              <DialogSubmitFooter
                label={moveLabel(to)}
                onClose={onClose}
                submitting={submitting}
                intent={to === 'out_for_delivery' ? 'primary' : 'danger'}
              />
            </form>
          )}
        />
      )}
    </Dialog>
  )
}
