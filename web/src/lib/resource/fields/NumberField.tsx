import { InputGroup } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { useField } from 'react-final-form'
import { FieldFrame, fieldId } from './FieldFrame'
import { fieldError } from './fieldError'

export interface NumberFieldProps {
  name: string
  label: string
  required?: boolean
  helperText?: ReactNode
  min?: number
  max?: number
}

/** '' → undefined (so the schema says "… is required"), anything else → a number. */
export const parseNumber = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text)
const formatNumber = (value: number | undefined) =>
  value === undefined || value === null ? '' : String(value)

/** A whole-number input (sort order, minutes, choices) bound to a number field. */
export function NumberField({ name, label, required, helperText, min, max }: NumberFieldProps) {
  const { input, meta } = useField<number | undefined, HTMLElement, string>(name, {
    parse: parseNumber,
    format: formatNumber,
  })
  const error = fieldError(meta)
  const id = fieldId(name)
  return (
    <FieldFrame id={id} label={label} error={error} helperText={helperText} required={required}>
      <InputGroup
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={input.value as unknown as string}
        onValueChange={(v) => input.onChange(v)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
      />
    </FieldFrame>
  )
}
