import { Button, FormGroup, InputGroup } from '@blueprintjs/core'
import { MESSAGES } from 'contracts'
import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { Redirect, useNavigation } from '../../app/navigation'
import { messages, say } from '../../lib/i18n'
import { applyLanguage, currentLanguage, keepLanguage } from '../../lib/i18n/language'
import { beginSession } from '../../lib/session/store'
import { useSession } from '../../lib/session/useSession'
import { AuthLayout } from '../../lib/public/AuthLayout'
import en from './messages.en.json'

const m = messages(en)

const loadSignIn = () => import('./signIn')
const loadToaster = () => import('../../lib/toaster')
const toast = (kind: 'toastSuccess' | 'toastError', message: string) =>
  void loadToaster().then((toaster) => toaster[kind](message))

/**
 * Sign-in (docs/requirements.md#public-pages, docs/requirements.md#session-and-sign-in, docs/requirements.md#validation): no client validation; idle → loading (the button
 * is busy and a second submit is ignored) → success saves the session, says
 * so and goes to /dashboard; any failure says so and keeps what was typed.
 */
export default function LoginScreen() {
  // Not the router's hooks: this page is part of the first script, which /login alone
  // loads without the router (app/start.tsx).
  const { navigate, Link, preload } = useNavigation()
  const session = useSession()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [loading, setLoading] = useState(false)
  const inFlight = useRef(false)

  if (session) return <Redirect to="/dashboard" />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setLoading(true)
    try {
      const { signIn } = await loadSignIn()
      const login = await signIn(email, password)
      // The employee's language is this device's from now on, and the pages after this one speak it.
      const { language } = login.employeeInformation
      keepLanguage(language)
      if (language !== currentLanguage()) await applyLanguage(language)
      beginSession(login)
      toast('toastSuccess', say(MESSAGES.loginSucceeded))
      navigate('/dashboard', { replace: true })
    } catch {
      toast('toastError', say(MESSAGES.loginFailed))
      inFlight.current = false
      setLoading(false)
    }
  }

  return (
    <AuthLayout title={m.signInTitle()} banner>
      {/*
        The call's code (and zod), the toaster's (Blueprint's overlays) and, on /login
        alone, the router's load on first touch of the form, not with the page.
      */}
      <form
        onSubmit={submit}
        onFocus={() => {
          void loadSignIn()
          void loadToaster()
          preload()
        }}
        noValidate
        aria-busy={loading}
      >
        <FormGroup label={m.email()} labelFor="login-email">
          <InputGroup
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onValueChange={setEmail}
          />
        </FormGroup>
        <FormGroup label={m.password()} labelFor="login-password">
          <InputGroup
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
          />
        </FormGroup>
        <Button type="submit" intent="primary" fill loading={loading} text={m.signIn()} />
        <p style={{ marginTop: 16 }}>
          <Link to="/send-email">{m.resetPassword()}</Link>
        </p>
      </form>
    </AuthLayout>
  )
}
