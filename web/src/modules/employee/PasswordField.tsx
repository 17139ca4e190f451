import { InputGroup } from '@blueprintjs/core'
import { FieldFrame, useTextInput } from '../../lib/resource'

/** A password typed twice or once: hidden text bound to a form field. */
export function PasswordField({ name, label }: { name: string; label: string }) {
  const field = useTextInput(name)
  return (
    <FieldFrame {...field.frame} label={label} required>
      <InputGroup
        {...field.props}
        type="password"
        autoComplete="new-password"
        onValueChange={field.setText}
      />
    </FieldFrame>
  )
}
