import { useState } from 'react'
import type { ReactNode } from 'react'
import { useField } from 'react-final-form'
import type { Query } from '../../api'
import { FieldFrame, fieldId } from '../fields/FieldFrame'
import { fieldError } from '../fields/fieldError'
import { ReferenceSuggest } from './ReferenceSuggest'
import type { ReferenceOption, ReferenceSource } from './useReferenceOptions'

interface ReferenceFieldProps {
  name: string
  label: string
  resource: ReferenceSource
  /** The name of the record the field points to now (the record's derived field). */
  currentName: string | undefined
  required?: boolean
  helperText?: ReactNode
  extraQuery?: Query
  /** Told when the choice changes, e.g. to show its parent. */
  onPick?: (option: ReferenceOption | undefined) => void
}

/** A form field holding the id of another resource's record, picked by name. */
export function ReferenceField(props: ReferenceFieldProps) {
  const { name, label, resource, currentName, required, helperText } = props
  const { input, meta } = useField<number | null | undefined>(name, { allowNull: true })
  const [picked, setPicked] = useState<ReferenceOption>()
  const error = fieldError(meta)
  const id = fieldId(name)
  const value =
    input.value === undefined || input.value === null || (input.value as unknown) === ''
      ? undefined
      : picked?.id === input.value
        ? picked
        : { id: input.value, name: currentName ?? `#${input.value}` }
  return (
    <FieldFrame id={id} label={label} error={error} helperText={helperText} required={required}>
      <ReferenceSuggest
        id={id}
        resource={resource}
        value={value}
        extraQuery={props.extraQuery}
        intent={error ? 'danger' : 'none'}
        aria-describedby={`${id}-message`}
        onClose={input.onBlur}
        onChange={(option) => {
          setPicked(option)
          input.onChange(option?.id)
          props.onPick?.(option)
        }}
      />
    </FieldFrame>
  )
}
