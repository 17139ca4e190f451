import { FormGroup, HTMLSelect } from '@blueprintjs/core'
import { messages } from '../i18n'
import { BRANCH_FILTER_ID, useFilterTag } from '../resource'
import { branchLabel } from './branchLabel'
import { useBranches } from './useBranches'
import en from './messages.en.json'

const m = messages(en)

/**
 * A list filter on one branch ("All" or a branch by name), shown to roles that
 * may list branches. The branch chosen is the list's Branch tag: its chip, and
 * the branch its CSV's name and first rows say.
 */
export function BranchFilter({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (branchId: string | undefined) => void
}) {
  const { allowed, branches } = useBranches()
  const chosen = value ? branches.find((b) => String(b.id) === value) : undefined
  useFilterTag(
    BRANCH_FILTER_ID,
    chosen
      ? {
          label: m.branch(),
          value: branchLabel(chosen),
          fileValue: chosen.name,
          clear: () => onChange(undefined),
        }
      : undefined,
  )
  if (!allowed) return null
  return (
    <FormGroup label={m.branch()} labelFor={BRANCH_FILTER_ID} style={{ margin: 0 }}>
      <HTMLSelect
        id={BRANCH_FILTER_ID}
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
