import { InputGroup, Tag } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame'
import { useTextInput } from './useTextInput'

export interface MoneyFieldProps {
  name: string
  label: string
  required?: boolean
  /** Empty means "none" (null) instead of "missing". */
  nullable?: boolean
  helperText?: ReactNode
}

/**
 * A USD amount kept as the contract's two-decimal string ("12.50"), never a
 * float; the schema explains any wrong shape.
 */
export function MoneyField({ name, label, required, nullable, helperText }: MoneyFieldProps) {
  const field = useTextInput(name, {
    parse: (text: string) => (nullable && text.trim() === '' ? null : text),
    format: (value: string | null) => value ?? '',
  })
  return (
    <FieldFrame {...field.frame} label={label} helperText={helperText} required={required}>
      <InputGroup
        {...field.props}
        inputMode="decimal"
        placeholder="0.00"
        leftElement={<Tag minimal>USD</Tag>}
        onValueChange={field.setText}
      />
    </FieldFrame>
  )
}
