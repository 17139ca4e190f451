import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, H1, H2 } from '@blueprintjs/core'
import type { Intent } from '@blueprintjs/core'
import { useState } from 'react'
import { formatCount } from '../../lib/i18n/numbers'
import { messages } from '../../lib/i18n'
import { showToast } from '../../lib/toaster'
import en from './messages.en.json'

const m = messages(en)

const INTENTS: Intent[] = ['primary', 'success', 'warning', 'danger']

/** Alerts, dialogs and toasts as the app uses them. */
export default function NotificationsScreen() {
  const [dialogOpen, setDialogOpen] = useState(false)
  const [alertOpen, setAlertOpen] = useState(false)
  return (
    <section aria-labelledby="notifications-title">
      <H1 id="notifications-title" style={{ fontSize: 26 }}>
        {m.notifications()}
      </H1>
      <H2 style={{ fontSize: 18 }}>{m.callouts()}</H2>
      {INTENTS.map((intent) => (
        <Callout
          key={intent}
          intent={intent}
          title={m.calloutTitle({ intent })}
          style={{ marginBottom: 8 }}
        >
          {m.calloutText()}
        </Callout>
      ))}
      <H2 style={{ fontSize: 18 }}>{m.toasts()}</H2>
      <p>{m.toastLasts({ seconds: formatCount(5) })}</p>
      {INTENTS.map((intent) => (
        <Button
          key={intent}
          intent={intent}
          style={{ marginInlineEnd: 8 }}
          onClick={() => void showToast(m.toastText({ intent }), intent)}
        >
          {m.showToast({ intent })}
        </Button>
      ))}
      <H2 style={{ fontSize: 18, marginTop: 16 }}>{m.dialogsAndAlerts()}</H2>
      <Button onClick={() => setDialogOpen(true)} style={{ marginInlineEnd: 8 }}>
        {m.openDialog()}
      </Button>
      <Button intent="danger" onClick={() => setAlertOpen(true)}>
        {m.askBeforeDeleting()}
      </Button>
      <Dialog isOpen={dialogOpen} onClose={() => setDialogOpen(false)} title={m.dialogTitle()}>
        <DialogBody>{m.dialogText()}</DialogBody>
        <DialogFooter actions={<Button onClick={() => setDialogOpen(false)}>{m.close()}</Button>} />
      </Dialog>
      <Alert
        isOpen={alertOpen}
        intent="danger"
        cancelButtonText={m.keepIt()}
        confirmButtonText={m.delete()}
        onCancel={() => setAlertOpen(false)}
        onConfirm={() => setAlertOpen(false)}
        canEscapeKeyCancel
      >
        {m.deleteQuestion()}
      </Alert>
    </section>
  )
}
