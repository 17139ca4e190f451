import { Button, FormGroup, InputGroup } from '@blueprintjs/core'
import { Link } from 'react-router-dom'
import { messages } from '../../lib/i18n'
import { AuthLayout } from '../../lib/public/AuthLayout'
import en from './messages.en.json'

const m = messages(en)

/** A static placeholder (docs/requirements.md#screens-and-routes): employees are created under Employees, not here. */
export default function RegisterScreen() {
  return (
    <AuthLayout title={m.registerTitle()}>
      <form onSubmit={(e) => e.preventDefault()}>
        <FormGroup label={m.username()} labelFor="register-username">
          <InputGroup id="register-username" autoComplete="off" />
        </FormGroup>
        <FormGroup label={m.email()} labelFor="register-email">
          <InputGroup id="register-email" type="email" autoComplete="off" />
        </FormGroup>
        <FormGroup label={m.password()} labelFor="register-password">
          <InputGroup id="register-password" type="password" autoComplete="new-password" />
        </FormGroup>
        <FormGroup label={m.repeatPassword()} labelFor="register-repeat">
          <InputGroup id="register-repeat" type="password" autoComplete="new-password" />
        </FormGroup>
        <Button type="submit" intent="primary" fill text={m.createAccount()} />
        <p style={{ marginTop: 16 }}>
          <Link to="/login">{m.backToSignIn()}</Link>
        </p>
      </form>
    </AuthLayout>
  )
}
