import { FormGroup, InputGroup } from '@blueprintjs/core'
import type { InputGroupProps } from '@blueprintjs/core'
import { Field } from 'react-final-form'
import { say } from '../../lib/i18n'

/** A labelled text input bound to react-final-form; its error shows once touched or submitted. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  inputProps,
}: {
  name: string
  label: string
  type?: string
  autoComplete?: string
  inputProps?: Partial<InputGroupProps>
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error =
          (meta.touched || meta.submitFailed) && meta.error ? say(String(meta.error)) : undefined
        const id = `field-${name}`
        return (
          <FormGroup
            label={label}
            labelFor={id}
            intent={error ? 'danger' : 'none'}
            helperText={error ? <span id={`${id}-error`}>{error}</span> : undefined}
          >
            <InputGroup
              {...inputProps}
              {...input}
              value={input.value ?? ''}
              id={id}
              type={type}
              autoComplete={autoComplete}
              intent={error ? 'danger' : 'none'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </FormGroup>
        )
      }}
    </Field>
  )
}
