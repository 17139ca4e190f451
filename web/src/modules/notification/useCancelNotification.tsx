import { Alert, Button } from '@blueprintjs/core'
import { DisableIcon } from '@blueprintjs/icons'
import { notificationRoutes } from 'contracts'
import type { Notification } from 'contracts'
import { useState } from 'react'
import { apiRequest } from '../../lib/api'
import { errorMessage } from '../../lib/resource'
import { formatDateTime } from '../../lib/dates'
import { toastError, toastSuccess } from '../../lib/toaster'
import { richMessage } from '../../lib/i18n/richMessage'
import { m } from './words'

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
      void toastSuccess(m.cancelled({ title: target.title }))
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
        aria-label={m.cancelName({ title: n.title })}
        onClick={() => setTarget(n)}
      >
        {m.cancel()}
      </Button>
    ) : null

  const dialog = (
    <Alert
      isOpen={target !== undefined}
      intent="danger"
      icon={<DisableIcon />}
      loading={busy}
      confirmButtonText={m.cancelNotification()}
      cancelButtonText={m.keepIt()}
      canEscapeKeyCancel={!busy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(undefined)}
    >
      <p>
        {richMessage(m.cancelQuestion, {
          title: <strong>“{target?.title}”</strong>,
          date: target?.scheduledAt ? formatDateTime(target.scheduledAt) : '',
        })}
      </p>
    </Alert>
  )
  return { render, dialog }
}
