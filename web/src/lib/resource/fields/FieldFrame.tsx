import { FormGroup } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

export interface FieldFrameProps {
  /** The input's id; labels and messages point at it. */
  id: string
  label: string
  error: string | undefined
  helperText?: ReactNode
  required?: boolean
  children: ReactNode
  className?: string
}

/** Label, input and its message (the error wins over the hint). */
export function FieldFrame({
  id,
  label,
  error,
  helperText,
  required,
  children,
  className,
}: FieldFrameProps) {
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      labelInfo={required ? m.required() : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={<span id={`${id}-message`}>{error ?? helperText}</span>}
    >
      {children}
    </FormGroup>
  )
}

/** A DOM id from a field name: `optionGroups[0].name` → `field-optionGroups-0-name`. */
export const fieldId = (name: string) =>
  `field-${name.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '')
