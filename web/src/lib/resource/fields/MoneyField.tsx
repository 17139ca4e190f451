import { InputGroup, Tag } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { useField } from 'react-final-form'
import { FieldFrame, fieldId } from './FieldFrame'
import { fieldError } from './fieldError'

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
  const { input, meta } = useField<string | null, HTMLElement, string>(name, {
    parse: (text) => (nullable && text.trim() === '' ? null : text),
    format: (value) => value ?? '',
  })
  const error = fieldError(meta)
  const id = fieldId(name)
  return (
    <FieldFrame id={id} label={label} error={error} helperText={helperText} required={required}>
      <InputGroup
        id={id}
        name={name}
        inputMode="decimal"
        placeholder="0.00"
        leftElement={<Tag minimal>USD</Tag>}
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
