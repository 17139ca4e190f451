import { InputGroup } from '@blueprintjs/core'
import { readDecimal, readWholeNumber } from 'contracts'
import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame'
import { useTypedInput } from './useTypedInput'

export interface NumberFieldProps {
  name: string
  label: string
  required?: boolean
  helperText?: ReactNode
  /** Below 0 allows negatives; the contract says the range ("… must be at least 1"). */
  min?: number
  /** Documents the range; the contract refuses beyond it ("… must be at most 1000"). */
  max?: number
  /** Takes decimals (coordinates, kilometres) rather than whole numbers. */
  decimal?: boolean
  /** Empty means "none" (null, e.g. "no limit") instead of "missing". */
  nullable?: boolean
}

/**
 * A number typed as people type it (`15`, ` 1,250 `, `١٥`; with `decimal`,
 * `33.89`) bound to a number field. Text that is not a number stays in the box
 * with "Enter a whole number such as 15". An empty box is null when `nullable`
 * ("none") or `required` (so the contract says "… is required" rather than
 * taking its default), otherwise undefined (the contract's default).
 */
export function NumberField({
  name,
  label,
  required,
  helperText,
  min,
  decimal,
  nullable,
}: NumberFieldProps) {
  const negative = min !== undefined && min < 0
  const field = useTypedInput<number>(name, {
    read: (text) =>
      decimal ? readDecimal(text, { negative }) : readWholeNumber(text, { negative }),
    empty: nullable || required ? null : undefined,
  })
  return (
    <FieldFrame {...field.frame} label={label} helperText={helperText} required={required}>
      <InputGroup
        {...field.props}
        inputMode={decimal ? 'decimal' : 'numeric'}
        onValueChange={field.setText}
      />
    </FieldFrame>
  )
}
