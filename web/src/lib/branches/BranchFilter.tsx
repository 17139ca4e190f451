import { FormGroup, HTMLSelect } from '@blueprintjs/core'
import { messages } from '../i18n'
import { branchLabel } from './branchLabel'
import { useBranches } from './useBranches'
import en from './messages.en.json'

const m = messages(en)

/** A list filter on one branch ("All" or a branch by name), shown to roles that may list branches. */
export function BranchFilter({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (branchId: string | undefined) => void
}) {
  const { allowed, branches } = useBranches()
  if (!allowed) return null
  return (
    <FormGroup label={m.branch()} labelFor="filter-branch" style={{ margin: 0 }}>
      <HTMLSelect
        id="filter-branch"
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value || undefined)}
        options={[
          { value: '', label: m.all() },
          ...branches.map((b) => ({ value: String(b.id), label: branchLabel(b) })),
        ]}
      />
    </FormGroup>
  )
}
