import { useEffect, useState } from 'react'
import { useApi } from '../../api'
import type { Query } from '../../api'
import type { ListPage, Resource } from '../types'
import { namingOf } from './naming'

/** One choice of a reference input. */
export interface ReferenceOption {
  id: number
  name: string
}

/** How many choices a reference input asks for at a time. */
export const REFERENCE_PAGE_SIZE = 10
const TYPING_PAUSE_MS = 250

/**
 * The first few records matching what was typed, searched on the server
 * once typing pauses; only while the menu is open or something is typed.
 * Never the whole table.
 */
export function useReferenceOptions(
  resource: Resource,
  text: string,
  open: boolean,
  extraQuery: Query = {},
) {
  const [search, setSearch] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const naming = namingOf(resource)
  const { data, isValidating, error } = useApi(resource.routes.list, {
    query: {
      ...extraQuery,
      search: search.trim() || undefined,
      pageSize: REFERENCE_PAGE_SIZE,
      sort: naming.sort,
    },
    enabled: open || text !== '',
    // The previous matches stay shown (below) but are known to be stale.
    keepPreviousData: false,
  })
  const current = data as ListPage<{ id: number } & Record<string, unknown>> | undefined
  const [previous, setPrevious] = useState(current)
  if (current && current !== previous) setPrevious(current)
  const page = current ?? previous
  const options: ReferenceOption[] = (page?.Data ?? []).map((record) => ({
    id: record.id,
    name: naming.nameOf(record),
  }))
  return {
    options,
    total: page?.TotalCount ?? 0,
    isLoading: (open || text !== '') && !error && (!current || isValidating || search !== text),
    error,
  }
}
