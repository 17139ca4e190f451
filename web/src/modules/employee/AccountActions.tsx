import { Alert, Button, Callout, Card, H4 } from '@blueprintjs/core'
import { EnvelopeIcon, PowerIcon } from '@blueprintjs/icons'
import { CLIENT_ID, authRoutes, employeeResource } from 'contracts'
import type { Employee } from 'contracts'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { apiRequest } from '../../lib/api'
import {
  errorMessage,
  useListReturnPath,
  useReadOnly,
  useResourceMutations,
} from '../../lib/resource'
import { useSession } from '../../lib/session'
import { toastError, toastSuccess } from '../../lib/toaster'
import { employeePaths } from './paths'

/**
 * What the edit screen does to an account beside its fields: send a password
 * reset e-mail, deactivate or reactivate (asked first; never one's own). A read
 * view shows the account's state only.
 */
export function AccountActions({ employee }: { employee: Employee }) {
  const session = useSession()
  const self = session?.employee?.id === employee.id
  const { patch } = useResourceMutations(employeeResource)
  const navigate = useNavigate()
  const back = useListReturnPath(employeePaths.list)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState<'reset' | 'active'>()
  const name = `${employee.firstName} ${employee.lastName}`
  const verb = employee.isActive ? 'Deactivate' : 'Reactivate'
  const readOnly = useReadOnly()

  const sendReset = async () => {
    setBusy('reset')
    try {
      await apiRequest(authRoutes.sendReset, {
        body: { email: employee.email, clientId: CLIENT_ID },
      })
      void toastSuccess(`A password reset e-mail was sent to ${employee.email}.`)
    } catch (caught) {
      void toastError(errorMessage(caught))
    } finally {
      setBusy(undefined)
    }
  }
  const switchActive = async () => {
    setBusy('active')
    try {
      await patch(employee, { isActive: !employee.isActive })
      void toastSuccess(`${name} was ${employee.isActive ? 'deactivated' : 'reactivated'}.`)
      navigate(back)
    } catch (caught) {
      void toastError(errorMessage(caught))
      setBusy(undefined)
      setAsking(false)
    }
  }

  return (
    <Card compact className="employee-account">
      <H4>Account</H4>
      {employee.invitePending && (
        <Callout compact intent="primary">
          Invited: no password chosen yet.
        </Callout>
      )}
      {readOnly && <p>{employee.isActive ? 'Active: can sign in.' : 'Deactivated.'}</p>}
      {!readOnly && (
        <div className="employee-account-actions">
          <Button icon={<EnvelopeIcon />} loading={busy === 'reset'} onClick={sendReset}>
            Send password reset
          </Button>
          <Button
            icon={<PowerIcon />}
            intent={employee.isActive ? 'danger' : 'success'}
            disabled={self}
            onClick={() => setAsking(true)}
          >
            {verb}
          </Button>
        </div>
      )}
      {self && !readOnly && <p>You cannot deactivate your own account.</p>}
      <Alert
        isOpen={asking}
        intent={employee.isActive ? 'danger' : 'success'}
        confirmButtonText={verb}
        cancelButtonText="Cancel"
        loading={busy === 'active'}
        onConfirm={switchActive}
        onCancel={() => setAsking(false)}
      >
        {employee.isActive
          ? `Deactivate ${name}? They are signed out at once and cannot sign in until reactivated.`
          : `Reactivate ${name}? They can sign in again with their password.`}
      </Alert>
    </Card>
  )
}
