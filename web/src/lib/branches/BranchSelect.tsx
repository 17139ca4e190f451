import { FormGroup, HTMLSelect } from '@blueprintjs/core'
import { messages } from '../i18n'
import { branchLabel } from './branchLabel'
import { useEmployeeBranches } from './useEmployeeBranches'
import en from './messages.en.json'

const m = messages(en)

/**
 * One of the employee's branches, by name, for a screen that is about one
 * (a report, the board, the dashboard); `all` labels the choice of every
 * branch where the screen may cover them all. The choices are the session's
 * branches; an employee of a single branch has nothing to choose, and sees
 * no select.
 */
export function BranchSelect({
  id,
  value,
  onChange,
  all,
  inline,
}: {
  id: string
  value: number | undefined
  onChange: (id: number | undefined) => void
  all?: string
  inline?: boolean
}) {
  const { branches } = useEmployeeBranches()
  if (branches.length < 2) return null
  return (
    <FormGroup label={m.branch()} labelFor={id} inline={inline} style={{ margin: 0 }}>
      <HTMLSelect
        id={id}
        value={value ?? ''}
        onChange={(e) =>
          onChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)
        }
        options={[
          ...(all ? [{ value: '', label: all }] : []),
          ...branches.map((b) => ({ value: b.id, label: branchLabel(b) })),
        ]}
      />
    </FormGroup>
  )
}
