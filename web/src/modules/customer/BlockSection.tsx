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
import { m } from './words'

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
      void toastSuccess(blocking ? m.isBlocked({ name }) : m.canOrderAgain({ name }))
      setAsking(false)
      setReason('')
    } catch (error) {
      void toastError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-label={m.ordering()}>
      {customer.isBlocked ? (
        <Callout intent="danger" icon={<BanCircleIcon />} title={m.blockedTitle()}>
          <p>{m.reasonIs({ reason: customer.blockedReason ?? '' })}</p>
          <p>
            {m.blockedBy({ name: customer.blockedByName ?? m.anEmployee() })}
            {customer.blockedAt && `, ${formatDateTime(customer.blockedAt)}`}
          </p>
        </Callout>
      ) : (
        <Callout intent="success" icon={<TickCircleIcon />} title={m.canOrder()} />
      )}
      {can('customer', 'Update') && (
        <Button
          intent={blocking ? 'danger' : 'primary'}
          onClick={() => setAsking(true)}
          style={{ marginTop: 8 }}
        >
          {blocking ? m.blockCustomer() : m.unblockCustomer()}
        </Button>
      )}
      <Alert
        isOpen={asking}
        intent={blocking ? 'danger' : 'primary'}
        confirmButtonText={blocking ? m.block() : m.unblock()}
        cancelButtonText={m.cancel()}
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
            <p>{m.blockQuestion({ name })}</p>
            <FormGroup
              label={m.reasonRequiredLabel()}
              labelFor="block-reason"
              intent={tried && reason.trim() === '' ? 'danger' : 'none'}
              helperText={tried && reason.trim() === '' ? m.reasonRequired() : undefined}
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
          <p>{m.unblockQuestion({ name })}</p>
        )}
      </Alert>
    </section>
  )
}
