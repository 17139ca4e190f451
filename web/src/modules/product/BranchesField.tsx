import { Callout, Checkbox } from '@blueprintjs/core'
import { useField } from 'react-final-form'
import { FieldFrame, fieldError, fieldId } from '../../lib/resource'
import { useBranches } from './useBranches'

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
  )
}

/** The branches a product is sold in, as checkboxes. */
export function BranchesField({ name, label }: { name: string; label: string }) {
  const { meta } = useField<number[]>(name)
  return (
    <FieldFrame id={fieldId(name)} label={label} error={fieldError(meta)} required>
      <BranchCheckboxes name={name} label={label} />
    </FieldFrame>
  )
}
