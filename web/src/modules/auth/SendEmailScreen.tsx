import { Button } from '@blueprintjs/core'
import { CLIENT_ID, MESSAGES, authRoutes, sendResetRequestSchema } from 'contracts'
import { Form } from 'react-final-form'
import { Link } from 'react-router-dom'
import { isApiError, apiRequest } from '../../lib/api/client'
import { zodValidate } from '../../lib/forms/zodValidate'
import { messages, say } from '../../lib/i18n'
import { toastError, toastSuccess } from '../../lib/toaster'
import { AuthLayout } from '../../lib/public/AuthLayout'
import en from './messages.en.json'
import { TextField } from './TextField'

const m = messages(en)

const validate = zodValidate(sendResetRequestSchema.pick({ email: true }))

/** Ask for the reset e-mail (docs/requirements.md#public-pages, docs/requirements.md#validation, docs/requirements.md#error-catalogue); on success the form is cleared. */
export default function SendEmailScreen() {
  return (
    <AuthLayout title={m.resetTitle()}>
      <p>{m.resetIntro()}</p>
      <Form<{ email?: string }>
        onSubmit={async (values, form) => {
          try {
            await apiRequest(authRoutes.sendReset, {
              body: { email: (values.email ?? '').trim(), clientId: CLIENT_ID },
            })
            void toastSuccess(say(MESSAGES.sendEmailSucceeded))
            setTimeout(() => form.restart())
          } catch (error) {
            void toastError(
              (isApiError(error) && error.errorMessage) || say(MESSAGES.sendEmailFailed),
            )
          }
        }}
        validate={validate}
      >
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <TextField name="email" label={m.resetEmail()} type="email" autoComplete="email" />
            <Button type="submit" intent="primary" fill loading={submitting} text={m.send()} />
            <p style={{ marginTop: 16 }}>
              <Link to="/login">{m.backToSignIn()}</Link>
            </p>
          </form>
        )}
      </Form>
    </AuthLayout>
  )
}
