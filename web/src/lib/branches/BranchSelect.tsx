import { FormGroup, HTMLSelect } from '@blueprintjs/core'

/**
 * One of the employee's branches, by name, for a screen that is about one
 * (a report, the board, the dashboard); `all` labels the choice of every
 * branch where the screen may cover them all.
 */
export function BranchSelect({
  id,
  branches,
  value,
  onChange,
  all,
  inline,
}: {
  id: string
  branches: readonly { id: number; name: string }[]
  value: number | undefined
  onChange: (id: number | undefined) => void
  all?: string
  inline?: boolean
}) {
  return (
    <FormGroup label="Branch" labelFor={id} inline={inline} style={{ margin: 0 }}>
      <HTMLSelect
        id={id}
        value={value ?? ''}
        onChange={(e) =>
          onChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)
        }
        options={[
          ...(all ? [{ value: '', label: all }] : []),
          ...branches.map((b) => ({ value: b.id, label: b.name })),
        ]}
      />
    </FormGroup>
  )
}
