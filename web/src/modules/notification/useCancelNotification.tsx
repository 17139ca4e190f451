import { Alert, Button } from '@blueprintjs/core'
import { DisableIcon } from '@blueprintjs/icons'
import { notificationRoutes } from 'contracts'
import type { Notification } from 'contracts'
import { useState } from 'react'
import { apiRequest } from '../../lib/api'
import { errorMessage } from '../../lib/resource'
import { formatDateTime } from '../../lib/dates'
import { toastError, toastSuccess } from '../../lib/toaster'

/**
 * Cancel for a scheduled notification, asked first; a notification that went
 * out meanwhile is refused by the server in its words. `onDone` reloads the list.
 */
export function useCancelNotification(allowed: boolean, onDone: () => void) {
  const [target, setTarget] = useState<Notification>()
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    if (!target || busy) return
    setBusy(true)
    try {
      await apiRequest(notificationRoutes.cancelNotification, {
        params: { id: target.id },
        body: { version: target.version },
      })
      void toastSuccess(`“${target.title}” was cancelled; it will not be sent.`)
    } catch (error) {
      void toastError(errorMessage(error))
    } finally {
      setBusy(false)
      setTarget(undefined)
      onDone()
    }
  }

  const render = (n: Notification) =>
    allowed && n.status === 'scheduled' ? (
      <Button
        variant="minimal"
        intent="danger"
        icon={<DisableIcon />}
        aria-label={`Cancel ${n.title}`}
        onClick={() => setTarget(n)}
      >
        Cancel
      </Button>
    ) : null

  const dialog = (
    <Alert
      isOpen={target !== undefined}
      intent="danger"
      icon={<DisableIcon />}
      loading={busy}
      confirmButtonText="Cancel notification"
      cancelButtonText="Keep it"
      canEscapeKeyCancel={!busy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(undefined)}
    >
      <p>
        Cancel <strong>“{target?.title}”</strong>, scheduled for{' '}
        {target?.scheduledAt ? formatDateTime(target.scheduledAt) : ''}? It will not be sent.
      </p>
    </Alert>
  )
  return { render, dialog }
}
