import { InputGroup } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame'
import { useTextInput } from './useTextInput'

const keepText = (value: string) => value

/** A time of day ("09:30") in the browser's own time picker, bound to a text field. */
export function TimeField({
  name,
  label,
  required,
  helperText,
}: {
  name: string
  label: string
  required?: boolean
  helperText?: ReactNode
}) {
  const field = useTextInput(name, { parse: keepText })
  return (
    <FieldFrame {...field.frame} label={label} helperText={helperText} required={required}>
      <InputGroup {...field.props} type="time" onValueChange={field.setText} />
    </FieldFrame>
  )
}
