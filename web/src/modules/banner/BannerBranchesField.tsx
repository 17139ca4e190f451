import { Radio, RadioGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { useField } from 'react-final-form'
import { FieldFrame, fieldError, fieldId } from '../../lib/resource'
import { BranchCheckboxes } from '../../lib/branches'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** The branches whose customers see a banner: all of them (an empty list), or those ticked. */
export function BannerBranchesField({ label }: { label: string }) {
  const { input, meta } = useField<number[]>('branchIds')
  const chosen = Array.isArray(input.value) ? input.value : []
  const [some, setSome] = useState(chosen.length > 0)
  const showSome = some || chosen.length > 0
  return (
    <FieldFrame id={fieldId('branchIds')} label={label} error={fieldError(meta)}>
      <RadioGroup
        inline
        selectedValue={showSome ? 'some' : 'all'}
        onChange={(e) => {
          const next = e.currentTarget.value === 'some'
          setSome(next)
          if (!next) input.onChange([])
        }}
      >
        <Radio label={m.allBranches()} value="all" />
        <Radio label={m.someBranches()} value="some" />
      </RadioGroup>
      {showSome && <BranchCheckboxes name="branchIds" label={m.shownIn({ label })} />}
    </FieldFrame>
  )
}
