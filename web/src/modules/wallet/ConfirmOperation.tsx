import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { operationText } from './operationText'
import type { PendingOperation } from './useWalletOperation'

interface ConfirmOperationProps {
  pending: PendingOperation | undefined
  sending: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** States the operation in full, balance before → after, before anything is sent. */
export function ConfirmOperation({ pending, sending, onConfirm, onCancel }: ConfirmOperationProps) {
  const recharge = pending?.type === 1
  return (
    <Dialog
      isOpen={pending !== undefined}
      title={recharge ? 'Recharge this wallet?' : 'Deduct from this wallet?'}
      onClose={sending ? undefined : onCancel}
      isCloseButtonShown={!sending}
      canEscapeKeyClose={!sending}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p data-testid="wallet-operation-statement">{pending && operationText(pending)}</p>
        {pending?.tenderText && (
          <p data-testid="wallet-operation-tender">Paid with: {pending.tenderText}</p>
        )}
        <p>Reason: {pending?.body.reason}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button disabled={sending} onClick={onCancel}>
              Back
            </Button>
            <Button intent={recharge ? 'primary' : 'danger'} loading={sending} onClick={onConfirm}>
              {recharge ? 'Recharge' : 'Deduct'}
            </Button>
          </>
        }
      />
    </Dialog>
  )
}
