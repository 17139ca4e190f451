import { useEffect, useState } from 'react'
import { useApi } from '../../api'
import type { Query } from '../../api'
import type { RouteDescriptor } from 'contracts'
import type { ListPage } from '../types'

/** One choice of a reference input. */
export interface ReferenceOption {
  id: number
  name: string
  /** The choice in an exported file's name, ASCII (a branch's English name); by default `name`. */
  fileName?: string
}

/**
 * Where a reference input finds its choices: a list route searched on the server
 * and a one-record route for the name of a chosen id. Every resource with a `name`
 * is one as it is; a record named otherwise (customers, employees) says how to
 * sort and name its choices in `reference`.
 */
export interface ReferenceSource {
  name: string
  routes: { list: RouteDescriptor; get: RouteDescriptor }
  reference?: {
    sort: string
    optionOf: (record: never) => ReferenceOption
  }
}

/** The choice a record of the source is (its id and name). */
export const referenceOptionOf = (source: ReferenceSource, record: unknown): ReferenceOption => {
  if (source.reference) return source.reference.optionOf(record as never)
  const { id, name } = record as ReferenceOption
  return { id, name }
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
  resource: ReferenceSource,
  text: string,
  open: boolean,
  extraQuery: Query = {},
) {
  const [search, setSearch] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const { data, isValidating, error } = useApi(resource.routes.list, {
    query: {
      ...extraQuery,
      search: search.trim() || undefined,
      pageSize: REFERENCE_PAGE_SIZE,
      sort: resource.reference?.sort ?? 'name:asc',
    },
    enabled: open || text !== '',
    // The previous matches stay shown (below) but are known to be stale.
    keepPreviousData: false,
  })
  const current = data as ListPage<unknown> | undefined
  const [previous, setPrevious] = useState(current)
  if (current && current !== previous) setPrevious(current)
  const page = current ?? previous
  const options = (page?.Data ?? []).map((record) => referenceOptionOf(resource, record))
  return {
    options,
    total: page?.TotalCount ?? 0,
    isLoading: (open || text !== '') && !error && (!current || isValidating || search !== text),
    error,
  }
}
