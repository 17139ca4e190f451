import { InputGroup } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame'
import { useTextInput } from './useTextInput'

export interface NumberFieldProps {
  name: string
  label: string
  required?: boolean
  helperText?: ReactNode
  min?: number
  max?: number
  /** Takes decimals (coordinates, kilometres) rather than whole numbers. */
  decimal?: boolean
}

/** '' → undefined (so the schema says "… is required"), anything else → a number. */
export const parseNumber = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text)
const formatNumber = (value: number | undefined) =>
  value === undefined || value === null ? '' : String(value)

/** A number input (sort order, minutes, choices; with `decimal`, coordinates) bound to a number field. */
export function NumberField({
  name,
  label,
  required,
  helperText,
  min,
  max,
  decimal,
}: NumberFieldProps) {
  const field = useTextInput(name, { parse: parseNumber, format: formatNumber })
  return (
    <FieldFrame {...field.frame} label={label} helperText={helperText} required={required}>
      <InputGroup
        {...field.props}
        type="number"
        inputMode={decimal ? 'decimal' : 'numeric'}
        step={decimal ? 'any' : undefined}
        min={min}
        max={max}
        onValueChange={field.setText}
      />
    </FieldFrame>
  )
}
