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
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

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
  const verb = employee.isActive ? m.deactivate() : m.reactivate()
  const readOnly = useReadOnly()

  const sendReset = async () => {
    setBusy('reset')
    try {
      await apiRequest(authRoutes.sendReset, {
        body: { email: employee.email, clientId: CLIENT_ID },
      })
      void toastSuccess(m.resetSent({ email: employee.email }))
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
      void toastSuccess((employee.isActive ? m.deactivated : m.reactivated)({ name }))
      navigate(back)
    } catch (caught) {
      void toastError(errorMessage(caught))
      setBusy(undefined)
      setAsking(false)
    }
  }

  return (
    <Card compact className="employee-account">
      <H4>{m.account()}</H4>
      {employee.invitePending && (
        <Callout compact intent="primary">
          {m.invited()}
        </Callout>
      )}
      {readOnly && <p>{employee.isActive ? m.canSignIn() : m.deactivatedState()}</p>}
      {!readOnly && (
        <div className="employee-account-actions">
          <Button icon={<EnvelopeIcon />} loading={busy === 'reset'} onClick={sendReset}>
            {m.sendReset()}
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
      {self && !readOnly && <p>{m.notYourOwn()}</p>}
      <Alert
        isOpen={asking}
        intent={employee.isActive ? 'danger' : 'success'}
        confirmButtonText={verb}
        cancelButtonText={m.cancel()}
        loading={busy === 'active'}
        onConfirm={switchActive}
        onCancel={() => setAsking(false)}
        canEscapeKeyCancel={busy !== 'active'}
      >
        {employee.isActive ? m.deactivateQuestion({ name }) : m.reactivateQuestion({ name })}
      </Alert>
    </Card>
  )
}
