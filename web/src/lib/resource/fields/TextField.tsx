import { InputGroup, TextArea } from '@blueprintjs/core'
import { tooLongMessage } from 'contracts'
import type { ReactNode } from 'react'
import { say } from '../../i18n'
import { FieldFrame } from './FieldFrame'
import { lengthCount } from './lengthCount'
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
  /**
   * The contract's limit: the box counts near it, and past it says so under the
   * field as it is typed (what was typed stays), whatever the form validates.
   */
  maxLength?: number
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
  maxLength,
}: TextFieldProps) {
  const field = useTextInput(name, { parse: keepEmpty })
  const text = field.props.value
  const over = maxLength !== undefined && text.length > maxLength
  const error = field.frame.error ?? (over ? say(tooLongMessage(label, maxLength)) : undefined)
  const count = maxLength === undefined ? undefined : lengthCount(text, maxLength)
  const hint = count ? (
    <>
      {helperText && <>{helperText} · </>}
      {count}
    </>
  ) : (
    helperText
  )
  const common = {
    ...field.props,
    intent: error ? ('danger' as const) : ('none' as const),
    'aria-invalid': error ? true : undefined,
    placeholder,
    dir: arabic ? 'rtl' : undefined,
    lang: arabic ? 'ar' : undefined,
  }
  return (
    <FieldFrame {...field.frame} error={error} label={label} helperText={hint} required={required}>
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
