import { Callout, Checkbox } from '@blueprintjs/core'
import { useField } from 'react-final-form'
import type { ReactNode } from 'react'
import { FieldFrame, fieldError, fieldId } from '../resource'
import { useBranches } from './useBranches'

interface BranchesFieldProps {
  name: string
  label: string
  /** False where none ticked means something (an employee of every branch). */
  required?: boolean
  helperText?: ReactNode
}

/** Branches as checkboxes: where a product is sold, where an employee works. */
export function BranchesField({ name, label, required = true, helperText }: BranchesFieldProps) {
  const { input, meta } = useField<number[]>(name)
  const { branches, error, isLoading } = useBranches()
  const chosen = Array.isArray(input.value) ? input.value : []
  const id = fieldId(name)
  const toggle = (branchId: number, on: boolean) => {
    input.onChange(on ? [...chosen, branchId] : chosen.filter((b) => b !== branchId))
    input.onBlur()
  }
  return (
    <FieldFrame
      id={id}
      label={label}
      error={fieldError(meta)}
      required={required}
      helperText={helperText}
    >
      <div id={id} role="group" aria-label={label} aria-busy={isLoading}>
        {error && <Callout intent="danger">The branches could not be loaded.</Callout>}
        {branches.map((branch) => (
          <Checkbox
            key={branch.id}
            inline
            label={branch.name}
            checked={chosen.includes(branch.id)}
            onChange={(e) => toggle(branch.id, e.currentTarget.checked)}
          />
        ))}
      </div>
    </FieldFrame>
  )
}
