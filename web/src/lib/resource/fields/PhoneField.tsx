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
 * `76 682 931`, Arabic-Indic digits), kept as E.164 (`+9613123456`) and
 * shown once left as people write it (`+961 3 123 456`), in a read view too;
 * anything else stays in the box as typed, with a message.
 */
export function PhoneField({ name, label, required, helperText }: PhoneFieldProps) {
  const field = useTypedInput(name, {
    read: readPhone,
    empty: '',
    display: formatPhone,
    displayWhenLeft: true,
  })
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
