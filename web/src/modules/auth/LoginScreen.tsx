import { Button } from '@blueprintjs/core'
import { CLIENT_ID, MESSAGES, authRoutes } from 'contracts'
import { Form } from 'react-final-form'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import { apiRequest } from '../../lib/api/client'
import { beginSession, useSession } from '../../lib/session'
import { toastError, toastSuccess } from '../../lib/toaster'
import { AuthLayout } from './AuthLayout'
import { TextField } from './TextField'

interface LoginValues {
  email?: string
  password?: string
}

/**
 * Sign-in (SPEC §2, §4, §5): no client validation; idle → loading (the button
 * is busy, a second submit is ignored) → success saves the session and goes to
 * /dashboard, failure keeps what was typed.
 */
export default function LoginScreen() {
  const navigate = useNavigate()
  const session = useSession()

  const signIn = async (values: LoginValues) => {
    try {
      const login = await apiRequest(authRoutes.login, {
        body: { email: values.email ?? '', password: values.password ?? '', clientId: CLIENT_ID },
      })
      beginSession(login)
      void toastSuccess(MESSAGES.loginSucceeded)
      navigate('/dashboard', { replace: true })
    } catch {
      void toastError(MESSAGES.loginFailed)
    }
  }

  if (session) return <Navigate to="/dashboard" replace />

  return (
    <AuthLayout title="Sign in" banner>
      <Form<LoginValues> onSubmit={signIn}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <TextField
              name="email"
              label="Username (e-mail)"
              type="email"
              autoComplete="username"
            />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
            />
            <Button type="submit" intent="primary" fill loading={submitting} text="Sign in" />
            <p style={{ marginTop: 16 }}>
              <Link to="/send-email">Reset Password</Link>
            </p>
          </form>
        )}
      </Form>
    </AuthLayout>
  )
}
