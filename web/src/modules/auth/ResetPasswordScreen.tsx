import { Button } from '@blueprintjs/core'
import { MESSAGES, authRoutes, resetPasswordFormSchema } from 'contracts'
import { Form } from 'react-final-form'
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom'
import { apiRequest, isApiError } from '../../lib/api/client'
import { zodValidate } from '../../lib/forms/zodValidate'
import { messages, say } from '../../lib/i18n'
import { toastError, toastSuccess } from '../../lib/toaster'
import { AuthLayout } from '../../lib/public/AuthLayout'
import { TextField } from './TextField'
import en from './messages.en.json'
import { resetTokenFromSearch } from './resetToken'

const m = messages(en)

const validate = zodValidate(resetPasswordFormSchema)

interface ResetValues {
  password?: string
  confirmPassword?: string
}

/** Set a new password with the e-mailed token (docs/requirements.md#screens-and-routes, docs/requirements.md#validation, docs/requirements.md#error-catalogue). */
export default function ResetPasswordScreen() {
  const { search } = useLocation()
  const navigate = useNavigate()
  const token = resetTokenFromSearch(search)
  if (!token) return <Navigate to="/login" replace />

  const reset = async (values: ResetValues) => {
    try {
      await apiRequest(authRoutes.resetPassword, {
        body: { token, newPassword: values.password ?? '' },
      })
      void toastSuccess(say(MESSAGES.resetSucceeded))
      navigate('/login', { replace: true })
    } catch (error) {
      void toastError((isApiError(error) && error.errorMessage) || say(MESSAGES.resetFailed))
    }
  }

  return (
    <AuthLayout title={m.newPasswordTitle()}>
      <Form<ResetValues> onSubmit={reset} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <TextField
              name="password"
              label={m.newPassword()}
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="confirmPassword"
              label={m.repeatNewPassword()}
              type="password"
              autoComplete="new-password"
            />
            <Button
              type="submit"
              intent="primary"
              fill
              loading={submitting}
              text={m.updatePassword()}
            />
            <p style={{ marginTop: 16 }}>
              <Link to="/login">{m.backToSignIn()}</Link>
            </p>
          </form>
        )}
      </Form>
    </AuthLayout>
  )
}
