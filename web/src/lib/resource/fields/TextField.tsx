import { InputGroup, TextArea } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame'
import { useTextInput } from './useTextInput'

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
  const field = useTextInput(name, { parse: keepEmpty })
  const common = {
    ...field.props,
    placeholder,
    dir: arabic ? 'rtl' : undefined,
    lang: arabic ? 'ar' : undefined,
  }
  return (
    <FieldFrame {...field.frame} label={label} helperText={helperText} required={required}>
      {multiline ? (
        <TextArea
          {...common}
          fill
          autoResize
          onChange={(e) => field.setText(e.currentTarget.value)}
        />
      ) : (
        <InputGroup {...common} onValueChange={field.setText} />
      )}
    </FieldFrame>
  )
}
