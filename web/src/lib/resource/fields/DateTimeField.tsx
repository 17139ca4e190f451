import { InputGroup } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame'
import { useTextInput } from './useTextInput'

export interface DateTimeFieldProps {
  name: string
  label: string
  required?: boolean
  helperText?: ReactNode
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO instant as the browser's `datetime-local` text (its own time zone). */
export function toLocalInput(value: string | undefined): string {
  if (!value) return ''
  const d = new Date(value)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** `datetime-local` text to an ISO instant; '' → undefined (so the schema says it is required). */
export function fromLocalInput(text: string): string | undefined {
  if (text.trim() === '') return undefined
  const d = new Date(text)
  return Number.isNaN(d.getTime()) ? text : d.toISOString()
}

/** A date and time (an ISO instant in the form), typed in the browser's own time zone. */
export function DateTimeField({ name, label, required, helperText }: DateTimeFieldProps) {
  const field = useTextInput(name, { parse: fromLocalInput, format: toLocalInput })
  return (
    <FieldFrame {...field.frame} label={label} helperText={helperText} required={required}>
      <InputGroup {...field.props} type="datetime-local" onValueChange={field.setText} />
    </FieldFrame>
  )
}
