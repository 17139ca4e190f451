import { FormGroup } from '@blueprintjs/core'
import { useState } from 'react'
import type { Query } from '../../api'
import { useResourceRecord } from '../hooks/useResourceRecord'
import type { Resource } from '../types'
import { namingOf } from './naming'
import { ReferenceSuggest } from './ReferenceSuggest'
import type { ReferenceOption } from './useReferenceOptions'

interface ReferenceFilterProps {
  label: string
  resource: Resource
  /** The id in the URL, as a string; '' or undefined for "all". */
  value: string | undefined
  onChange: (id: string | undefined) => void
  extraQuery?: Query
}

/**
 * A list filter on another resource (products of a category). A shared link
 * holds only the id; its name is read once, not per row.
 */
export function ReferenceFilter({
  label,
  resource,
  value,
  onChange,
  extraQuery,
}: ReferenceFilterProps) {
  const [picked, setPicked] = useState<ReferenceOption>()
  const id = value ? Number(value) : undefined
  const known = picked && picked.id === id
  const { record } = useResourceRecord(resource, known ? undefined : id)
  const option: ReferenceOption | undefined =
    id === undefined
      ? undefined
      : known
        ? picked
        : { id, name: record ? namingOf(resource).nameOf(record) : '…' }
  const inputId = `filter-${resource.name}`
  return (
    <FormGroup label={label} labelFor={inputId} style={{ margin: 0, minWidth: 200 }}>
      <ReferenceSuggest
        id={inputId}
        resource={resource}
        value={option}
        clearable
        placeholder="All"
        extraQuery={extraQuery}
        onChange={(next) => {
          setPicked(next)
          onChange(next ? String(next.id) : undefined)
        }}
      />
    </FormGroup>
  )
}
