import { FormGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { useApi } from '../../api'
import type { Query } from '../../api'
import { useFilterTag } from '../list/filterTags'
import { ReferenceSuggest } from './ReferenceSuggest'
import { referenceOptionOf } from './useReferenceOptions'
import type { ReferenceOption, ReferenceSource } from './useReferenceOptions'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

interface ReferenceFilterProps {
  label: string
  resource: ReferenceSource
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
  const { data } = useApi(resource.routes.get, {
    params: { id: id ?? 0 },
    enabled: id !== undefined && !known,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
  const record = (data as { Data?: unknown } | undefined)?.Data
  const option: ReferenceOption | undefined =
    id === undefined
      ? undefined
      : known
        ? picked
        : record
          ? referenceOptionOf(resource, record)
          : { id, name: '…' }
  const inputId = `filter-${resource.name}`
  useFilterTag(
    inputId,
    option
      ? { label, value: option.name, fileValue: option.fileName, clear: () => onChange(undefined) }
      : undefined,
  )
  return (
    <FormGroup label={label} labelFor={inputId} style={{ margin: 0, minWidth: 200 }}>
      <ReferenceSuggest
        id={inputId}
        resource={resource}
        value={option}
        clearable
        placeholder={m.all()}
        extraQuery={extraQuery}
        onChange={(next) => {
          setPicked(next)
          onChange(next ? String(next.id) : undefined)
        }}
      />
    </FormGroup>
  )
}
