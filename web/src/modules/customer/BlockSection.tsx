import { Alert, Button, Callout, FormGroup, TextArea } from '@blueprintjs/core'
import { BanCircleIcon, TickCircleIcon } from '@blueprintjs/icons'
import type { Customer } from 'contracts'
import { useState } from 'react'
import { formatDateTime } from '../../lib/dates'
import { errorMessage } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { toastError, toastSuccess } from '../../lib/toaster'
import { fullName } from './customerColumns'
import { useCustomerActions } from './useCustomerActions'

/** Blocked or not, who blocked and why; Block and Unblock asked first (customer Update). */
export function BlockSection({ customer }: { customer: Customer }) {
  const { can } = usePermissions()
  const actions = useCustomerActions(customer)
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [tried, setTried] = useState(false)
  const name = fullName(customer)
  const blocking = !customer.isBlocked

  const confirm = async () => {
    if (blocking && reason.trim() === '') {
      setTried(true)
      return
    }
    setBusy(true)
    try {
      if (blocking) await actions.block(reason.trim())
      else await actions.unblock()
      void toastSuccess(blocking ? `${name} is blocked` : `${name} can order again`)
      setAsking(false)
      setReason('')
    } catch (error) {
      void toastError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-label="Ordering">
      {customer.isBlocked ? (
        <Callout intent="danger" icon={<BanCircleIcon />} title="Blocked: cannot place orders">
          <p>Reason: {customer.blockedReason}</p>
          <p>
            Blocked by {customer.blockedByName ?? 'an employee'}
            {customer.blockedAt && `, ${formatDateTime(customer.blockedAt)}`}
          </p>
        </Callout>
      ) : (
        <Callout intent="success" icon={<TickCircleIcon />} title="Can place orders" />
      )}
      {can('customer', 'Update') && (
        <Button
          intent={blocking ? 'danger' : 'primary'}
          onClick={() => setAsking(true)}
          style={{ marginTop: 8 }}
        >
          {blocking ? 'Block customer' : 'Unblock customer'}
        </Button>
      )}
      <Alert
        isOpen={asking}
        intent={blocking ? 'danger' : 'primary'}
        confirmButtonText={blocking ? 'Block' : 'Unblock'}
        cancelButtonText="Cancel"
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(false)
          setTried(false)
        }}
        canEscapeKeyCancel={!busy}
      >
        {blocking ? (
          <>
            <p>Block {name}? They will not be able to place orders until someone unblocks them.</p>
            <FormGroup
              label="Reason (required)"
              labelFor="block-reason"
              intent={tried && reason.trim() === '' ? 'danger' : 'none'}
              helperText={tried && reason.trim() === '' ? 'Reason is required' : undefined}
            >
              <TextArea
                id="block-reason"
                fill
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
            </FormGroup>
          </>
        ) : (
          <p>Unblock {name}? They will be able to place orders again.</p>
        )}
      </Alert>
    </section>
  )
}
