import { InputGroup, Tag } from '@blueprintjs/core'
import { formatLbp, readLbp } from 'contracts'
import type { Reading } from 'contracts'
import type { ReactNode } from 'react'
import { useReadOnly } from '../form/readOnly'
import { FieldFrame } from './FieldFrame'
import { useTypedInput } from './useTypedInput'

export interface LbpFieldProps {
  name: string
  label: string
  required?: boolean
  helperText?: ReactNode
  /** How the text is read (default: an LBP amount; a rate reads with `readRate`). */
  read?: (text: string) => Reading<number>
}

/**
 * An amount in Lebanese pounds typed as people type it (`450000`, `450,000`,
 * `450 000`, `450k`, `1.5m`, `٤٥٠٬٠٠٠`, `450,000 LL`, `٤٥٠٬٠٠٠ ل.ل.`), kept as
 * a whole number of pounds; shown as "450,000 LBP" once left.
 */
export function LbpField({ name, label, required, helperText, read = readLbp }: LbpFieldProps) {
  const readOnly = useReadOnly()
  const field = useTypedInput(name, {
    read,
    empty: null,
    display: formatLbp,
    displayWhenLeft: true,
  })
  return (
    <FieldFrame {...field.frame} label={label} helperText={helperText} required={required}>
      <InputGroup
        {...field.props}
        inputMode="numeric"
        placeholder="0"
        leftElement={readOnly ? undefined : <Tag minimal>LBP</Tag>}
        onValueChange={field.setText}
      />
    </FieldFrame>
  )
}
