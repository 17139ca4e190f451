import { Button, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core'
import { MESSAGES, authRoutes, changePasswordFormSchema } from 'contracts'
import type { ChangePasswordForm } from 'contracts'
import { Form } from 'react-final-form'
import { apiRequest } from '../../lib/api'
import { messages, say } from '../../lib/i18n'
import { SubmitError } from '../../lib/forms/SubmitError'
import { zodValidate } from '../../lib/forms/zodValidate'
import { FieldFrame, serverFailure, shownOnce, useTextInput } from '../../lib/resource'
import { toastSuccess } from '../../lib/toaster'
import en from './messages.en.json'

const m = messages(en)

const validate = zodValidate(changePasswordFormSchema)
type Values = Partial<ChangePasswordForm>

/** A password box of the form: its rule or the server's refusal under it. */
function PasswordField({
  name,
  label,
  autoComplete,
  autoFocus,
}: {
  name: keyof ChangePasswordForm
  label: string
  autoComplete: 'current-password' | 'new-password'
  autoFocus?: boolean
}) {
  const field = useTextInput(name, { parse: (text: string) => text })
  return (
    <FieldFrame {...field.frame} label={label}>
      <InputGroup
        {...field.props}
        type="password"
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onValueChange={field.setText}
      />
    </FieldFrame>
  )
}

/**
 * The account menu's Change password: the current password, the new one under the password
 * rule (docs/requirements.md#validation), and the new one again. The session goes on; a
 * refusal is said at its field, and the form keeps what was typed.
 */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const change = async (values: Values) => {
    try {
      await apiRequest(authRoutes.changePassword, {
        body: {
          currentPassword: values.currentPassword ?? '',
          newPassword: values.newPassword ?? '',
        },
      })
    } catch (error) {
      return shownOnce(serverFailure(error).submission)
    }
    void toastSuccess(say(MESSAGES.passwordChanged))
    onClose()
    return undefined
  }
  return (
    <Dialog isOpen onClose={onClose} title={m.changePassword()}>
      <Form<Values> onSubmit={change} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <DialogBody>
              <PasswordField
                name="currentPassword"
                label={m.currentPassword()}
                autoComplete="current-password"
                autoFocus
              />
              <PasswordField
                name="newPassword"
                label={m.newPassword()}
                autoComplete="new-password"
              />
              <PasswordField
                name="confirmPassword"
                label={m.newPasswordAgain()}
                autoComplete="new-password"
              />
              <SubmitError />
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button text={m.cancel()} onClick={onClose} />
                  <Button
                    type="submit"
                    intent="primary"
                    loading={submitting}
                    text={m.changePassword()}
                  />
                </>
              }
            />
          </form>
        )}
      </Form>
    </Dialog>
  )
}
