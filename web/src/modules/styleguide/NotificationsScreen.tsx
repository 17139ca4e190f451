import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, H1, H2 } from '@blueprintjs/core'
import type { Intent } from '@blueprintjs/core'
import { useState } from 'react'
import { showToast } from '../../lib/toaster'

const INTENTS: Intent[] = ['primary', 'success', 'warning', 'danger']

/** Alerts, dialogs and toasts as the app uses them. */
export default function NotificationsScreen() {
  const [dialogOpen, setDialogOpen] = useState(false)
  const [alertOpen, setAlertOpen] = useState(false)
  return (
    <section aria-labelledby="notifications-title">
      <H1 id="notifications-title" style={{ fontSize: 26 }}>
        Notifications
      </H1>
      <H2 style={{ fontSize: 18 }}>Callouts</H2>
      {INTENTS.map((intent) => (
        <Callout
          key={intent}
          intent={intent}
          title={`A ${intent} message`}
          style={{ marginBottom: 8 }}
        >
          Use callouts for messages that stay on the screen.
        </Callout>
      ))}
      <H2 style={{ fontSize: 18 }}>Toasts</H2>
      <p>Every toast lasts 5 seconds.</p>
      {INTENTS.map((intent) => (
        <Button
          key={intent}
          intent={intent}
          style={{ marginRight: 8 }}
          onClick={() => void showToast(`A ${intent} toast`, intent)}
        >
          Show a {intent} toast
        </Button>
      ))}
      <H2 style={{ fontSize: 18, marginTop: 16 }}>Dialogs and alerts</H2>
      <Button onClick={() => setDialogOpen(true)} style={{ marginRight: 8 }}>
        Open a dialog
      </Button>
      <Button intent="danger" onClick={() => setAlertOpen(true)}>
        Ask before deleting
      </Button>
      <Dialog isOpen={dialogOpen} onClose={() => setDialogOpen(false)} title="A dialog">
        <DialogBody>Dialogs hold a short task without leaving the screen.</DialogBody>
        <DialogFooter actions={<Button onClick={() => setDialogOpen(false)}>Close</Button>} />
      </Dialog>
      <Alert
        isOpen={alertOpen}
        intent="danger"
        cancelButtonText="Keep it"
        confirmButtonText="Delete"
        onCancel={() => setAlertOpen(false)}
        onConfirm={() => setAlertOpen(false)}
      >
        Delete this record? This cannot be undone.
      </Alert>
    </section>
  )
}
