import { Button, FormGroup, InputGroup } from '@blueprintjs/core'
import { Link } from 'react-router-dom'
import { AuthLayout } from '../../lib/public/AuthLayout'

/** A static placeholder (docs/requirements.md#screens-and-routes): employees are created under Employees, not here. */
export default function RegisterScreen() {
  return (
    <AuthLayout title="Register">
      <form onSubmit={(e) => e.preventDefault()}>
        <FormGroup label="Username" labelFor="register-username">
          <InputGroup id="register-username" autoComplete="off" />
        </FormGroup>
        <FormGroup label="E-mail" labelFor="register-email">
          <InputGroup id="register-email" type="email" autoComplete="off" />
        </FormGroup>
        <FormGroup label="Password" labelFor="register-password">
          <InputGroup id="register-password" type="password" autoComplete="new-password" />
        </FormGroup>
        <FormGroup label="Repeat password" labelFor="register-repeat">
          <InputGroup id="register-repeat" type="password" autoComplete="new-password" />
        </FormGroup>
        <Button type="submit" intent="primary" fill text="Create account" />
        <p style={{ marginTop: 16 }}>
          <Link to="/login">Back to sign in</Link>
        </p>
      </form>
    </AuthLayout>
  )
}
