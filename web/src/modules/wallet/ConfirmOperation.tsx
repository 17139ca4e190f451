import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { m, operationText } from './operationText'
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
      title={recharge ? m.confirmRecharge() : m.confirmDeduct()}
      onClose={sending ? undefined : onCancel}
      isCloseButtonShown={!sending}
      canEscapeKeyClose={!sending}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p data-testid="wallet-operation-statement">{pending && operationText(pending)}</p>
        {pending?.tenderText && (
          <p data-testid="wallet-operation-tender">{m.paidWith({ tender: pending.tenderText })}</p>
        )}
        {pending?.drawer && (
          <p data-testid="wallet-operation-drawer">{m.intoDrawer({ branch: pending.drawer })}</p>
        )}
        <p>{m.reasonIs({ reason: pending?.body.reason ?? '' })}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button disabled={sending} onClick={onCancel}>
              {m.back()}
            </Button>
            <Button intent={recharge ? 'primary' : 'danger'} loading={sending} onClick={onConfirm}>
              {recharge ? m.recharge() : m.deduct()}
            </Button>
          </>
        }
      />
    </Dialog>
  )
}
