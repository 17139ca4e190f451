import { Button } from '@blueprintjs/core'
import { MESSAGES, authRoutes, resetPasswordFormSchema } from 'contracts'
import { Form } from 'react-final-form'
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom'
import { apiRequest, isApiError } from '../../lib/api/client'
import { zodValidate } from '../../lib/forms/zodValidate'
import { toastError, toastSuccess } from '../../lib/toaster'
import { AuthLayout } from '../../lib/public/AuthLayout'
import { TextField } from './TextField'
import { resetTokenFromSearch } from './resetToken'

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
      void toastSuccess(MESSAGES.resetSucceeded)
      navigate('/login', { replace: true })
    } catch (error) {
      void toastError((isApiError(error) && error.errorMessage) || MESSAGES.resetFailed)
    }
  }

  return (
    <AuthLayout title="Set a new password">
      <Form<ResetValues> onSubmit={reset} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <TextField
              name="password"
              label="New password"
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="confirmPassword"
              label="Repeat the new password"
              type="password"
              autoComplete="new-password"
            />
            <Button
              type="submit"
              intent="primary"
              fill
              loading={submitting}
              text="Update password"
            />
            <p style={{ marginTop: 16 }}>
              <Link to="/login">Back to sign in</Link>
            </p>
          </form>
        )}
      </Form>
    </AuthLayout>
  )
}
