import { FormGroup, HTMLSelect } from '@blueprintjs/core'
import type { BoardBranch } from 'contracts'

interface BranchSelectProps {
  branches: readonly BoardBranch[]
  branchId: number | undefined
  onChange: (branchId: number | undefined) => void
}

/** One of the employee's branches, or all of them (shown only when they have several). */
export function BranchSelect({ branches, branchId, onChange }: BranchSelectProps) {
  if (branches.length < 2) return null
  return (
    <FormGroup label="Branch" labelFor="board-branch" inline style={{ margin: 0 }}>
      <HTMLSelect
        id="board-branch"
        value={branchId ?? ''}
        onChange={(e) =>
          onChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)
        }
        options={[
          { value: '', label: 'All my branches' },
          ...branches.map((b) => ({ value: b.id, label: b.name })),
        ]}
      />
    </FormGroup>
  )
}
