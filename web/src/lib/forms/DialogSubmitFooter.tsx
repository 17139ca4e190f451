import { Button, DialogFooter } from '@blueprintjs/core'
import type { Intent } from '@blueprintjs/core'
import { messages } from '../i18n'
import en from './messages.en.json'

const m = messages(en)

/**
 * The footer of a dialog that holds a form: "Go back" closes it, the submit
 * button sends the form (spinning, and Go back off, while it is on its way).
 */
export function DialogSubmitFooter({
  label,
  onClose,
  submitting = false,
  intent = 'primary',
}: {
  label: string
  onClose: () => void
  submitting?: boolean
  intent?: Intent
}) {
  return (
    <DialogFooter
      actions={
        <>
          <Button onClick={onClose} disabled={submitting}>
            {m.goBack()}
          </Button>
          <Button type="submit" intent={intent} loading={submitting}>
            {label}
          </Button>
        </>
      }
    />
  )
}
