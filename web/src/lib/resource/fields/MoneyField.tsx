import { InputGroup, Tag } from '@blueprintjs/core'
import { formatUsd, readAmount } from 'contracts'
import type { ReactNode } from 'react'
import { useReadOnly } from '../form/readOnly'
import { FieldFrame } from './FieldFrame'
import { useTypedInput } from './useTypedInput'

export interface MoneyFieldProps {
  name: string
  label: string
  required?: boolean
  /** Empty means "none" (null) instead of "missing". */
  nullable?: boolean
  helperText?: ReactNode
}

/**
 * A USD amount typed as people type it (`15`, `12.5`, `1,250.5`, `١٢٫٥`),
 * kept as the contract's two-decimal string ("1250.50"), never a float; a
 * read view shows it as "$1,250.50".
 */
export function MoneyField({ name, label, required, nullable, helperText }: MoneyFieldProps) {
  const readOnly = useReadOnly()
  const field = useTypedInput(name, {
    read: readAmount,
    empty: nullable ? null : '',
    display: formatUsd,
  })
  return (
    <FieldFrame {...field.frame} label={label} helperText={helperText} required={required}>
      <InputGroup
        {...field.props}
        inputMode="decimal"
        placeholder="0.00"
        leftElement={readOnly ? undefined : <Tag minimal>USD</Tag>}
        onValueChange={field.setText}
      />
    </FieldFrame>
  )
}
