import { Callout, Checkbox, Radio, RadioGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { useField } from 'react-final-form'
import { FieldFrame, fieldError, fieldId } from '../../lib/resource'
import { useBranches } from '../product/useBranches'

/** The branches whose customers see a banner: all of them (an empty list), or those ticked. */
export function BannerBranchesField({ label }: { label: string }) {
  const { input, meta } = useField<number[]>('branchIds')
  const chosen = Array.isArray(input.value) ? input.value : []
  const [some, setSome] = useState(chosen.length > 0)
  const { branches, error, isLoading } = useBranches()
  const id = fieldId('branchIds')
  const toggle = (branchId: number, on: boolean) => {
    input.onChange(on ? [...chosen, branchId] : chosen.filter((b) => b !== branchId))
    input.onBlur()
  }
  return (
    <FieldFrame id={id} label={label} error={fieldError(meta)}>
      <RadioGroup
        inline
        selectedValue={some || chosen.length > 0 ? 'some' : 'all'}
        onChange={(e) => {
          const next = e.currentTarget.value === 'some'
          setSome(next)
          if (!next) input.onChange([])
        }}
      >
        <Radio label="All branches" value="all" />
        <Radio label="Some branches" value="some" />
      </RadioGroup>
      {(some || chosen.length > 0) && (
        <div id={id} role="group" aria-label={`${label} shown in`} aria-busy={isLoading}>
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
      )}
    </FieldFrame>
  )
}
