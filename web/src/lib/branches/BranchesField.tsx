import { Callout, Checkbox } from '@blueprintjs/core'
import { useField } from 'react-final-form'
import type { ReactNode } from 'react'
import { FieldFrame, fieldError, fieldId } from '../resource'
import { messages } from '../i18n'
import { branchLabel } from './branchLabel'
import { useBranches } from './useBranches'
import en from './messages.en.json'

const m = messages(en)

/** Ticks the branches of a form's id-list field (`branchIds`), each by name. */
export function BranchCheckboxes({ name, label }: { name: string; label: string }) {
  const { input } = useField<number[]>(name)
  const { branches, error, isLoading } = useBranches()
  const chosen = Array.isArray(input.value) ? input.value : []
  const toggle = (branchId: number, on: boolean) => {
    input.onChange(on ? [...chosen, branchId] : chosen.filter((b) => b !== branchId))
    input.onBlur()
  }
  return (
    <div id={fieldId(name)} role="group" aria-label={label} aria-busy={isLoading}>
      {error && <Callout intent="danger">{m.notLoaded()}</Callout>}
      {branches.map((branch) => (
        <Checkbox
          key={branch.id}
          inline
          label={branchLabel(branch)}
          checked={chosen.includes(branch.id)}
          onChange={(e) => toggle(branch.id, e.currentTarget.checked)}
        />
      ))}
    </div>
  )
}

interface BranchesFieldProps {
  name: string
  label: string
  /** False where none ticked means something (an employee of every branch). */
  required?: boolean
  helperText?: ReactNode
}

/** Branches as checkboxes: where a product is sold, where an employee works. */
export function BranchesField({ name, label, required = true, helperText }: BranchesFieldProps) {
  const { meta } = useField<number[]>(name)
  return (
    <FieldFrame
      id={fieldId(name)}
      label={label}
      error={fieldError(meta)}
      required={required}
      helperText={helperText}
    >
      <BranchCheckboxes name={name} label={label} />
    </FieldFrame>
  )
}
