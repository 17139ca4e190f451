import { InputGroup, TextArea } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { useField } from 'react-final-form'
import { FieldFrame, fieldId } from './FieldFrame'
import { fieldError } from './fieldError'

export interface TextFieldProps {
  name: string
  label: string
  required?: boolean
  helperText?: ReactNode
  /** Arabic text: right to left. */
  arabic?: boolean
  multiline?: boolean
  placeholder?: string
}

const keepEmpty = (value: string) => value

/** A text input (or text area) bound to a form field. */
export function TextField({
  name,
  label,
  required,
  helperText,
  arabic,
  multiline,
  placeholder,
}: TextFieldProps) {
  const { input, meta } = useField<string>(name, { parse: keepEmpty })
  const error = fieldError(meta)
  const id = fieldId(name)
  const common = {
    id,
    name,
    value: input.value ?? '',
    onBlur: input.onBlur,
    onFocus: input.onFocus,
    placeholder,
    dir: arabic ? 'rtl' : undefined,
    lang: arabic ? 'ar' : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-message`,
    intent: error ? ('danger' as const) : ('none' as const),
  }
  return (
    <FieldFrame id={id} label={label} error={error} helperText={helperText} required={required}>
      {multiline ? (
        <TextArea
          {...common}
          fill
          autoResize
          onChange={(e) => input.onChange(e.currentTarget.value)}
        />
      ) : (
        <InputGroup {...common} onValueChange={(v) => input.onChange(v)} />
      )}
    </FieldFrame>
  )
}
