import { FormGroup, HTMLSelect } from '@blueprintjs/core'

/** The branch a report is about: one of the employee's. */
export function BranchSelect({
  branches,
  value,
  onChange,
  all,
}: {
  branches: { id: number; name: string }[]
  value: number | undefined
  onChange: (id: number | undefined) => void
  /** The label of "every branch", when the report may cover them all. */
  all?: string
}) {
  return (
    <FormGroup label="Branch" labelFor="report-branch" style={{ margin: 0 }}>
      <HTMLSelect
        id="report-branch"
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
