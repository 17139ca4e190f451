import { InputGroup } from '@blueprintjs/core'
import { formatPhone, readPhone } from 'contracts'
import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame'
import { useTypedInput } from './useTypedInput'

export interface PhoneFieldProps {
  name: string
  label: string
  required?: boolean
  helperText?: ReactNode
}

/**
 * A Lebanese phone typed any everyday way (`+961 3 123 456`, `03-123456`,
 * `76 682 931`, Arabic-Indic digits), kept and shown once left as E.164
 * (`+9613123456`); anything else stays in the box with a message. A read
 * view shows it as people write it (`+961 3 123 456`).
 */
export function PhoneField({ name, label, required, helperText }: PhoneFieldProps) {
  const field = useTypedInput(name, { read: readPhone, empty: '', display: formatPhone })
  return (
    <FieldFrame {...field.frame} label={label} helperText={helperText} required={required}>
      <InputGroup
        {...field.props}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="03 123 456"
        onValueChange={field.setText}
      />
    </FieldFrame>
  )
}
