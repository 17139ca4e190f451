import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { DAY_RANGE_KEYS, normalizeDayRange } from '../dates/dayRange'
import type { DayRange } from '../dates/dayRange'
import { nextSort, parseListState, serializeListState } from './listState'
import type { ListOptions, ListState } from './listState'

type FilterValue = string | undefined

export interface ListStateControls {
  state: ListState
  /** The state as its query string (defaults left out). */
  queryString: string
  /** Adds a history entry; `replace` swaps the current one (a page that no longer exists). */
  setPage: (page: number, replace?: boolean) => void
  setPageSize: (pageSize: number) => void
  toggleSort: (field: string) => void
  /** Typing replaces the history entry instead of adding one per keystroke. */
  setSearch: (search: string) => void
  /** A filter's new value, or how to get it from its current one (two quick clicks both count). */
  setFilter: (key: string, value: FilterValue | ((current: FilterValue) => FilterValue)) => void
  setFilters: (filters: Record<string, string | undefined>) => void
  /** Clears the filters (and the date range back to its default). */
  clearFilters: () => void
  /** The days a list with a date range covers; a range ending today runs up to now. */
  setDateRange: (range: DayRange) => void
}

/**
 * A list's page, sort, search and filters, kept in the URL's query string so
 * reload, back/forward and a shared link bring the same rows back. Any change
 * but paging starts again at page 1.
 */
export function useListState(options: ListOptions): ListStateControls {
  const [params, setParams] = useSearchParams()
  const sortableKey = options.sortable.join(',')
  const filterKey = options.filterKeys.join(',')
  const { pageSize, dateRange, validFilter } = options
  const sortField = options.sort?.field
  const sortDirection = options.sort?.direction
  const opts = useMemo<ListOptions>(
    () => ({
      sortable: split(sortableKey),
      filterKeys: split(filterKey),
      pageSize,
      sort: sortField && sortDirection ? { field: sortField, direction: sortDirection } : undefined,
      dateRange,
      validFilter,
    }),
    [sortableKey, filterKey, pageSize, sortField, sortDirection, dateRange, validFilter],
  )
  const state = useMemo(() => parseListState(params, opts), [params, opts])

  // Two changes before the router re-renders (leave one box, press Enter in
  // the next) must both land: the second builds on the first, not on the URL.
  const pending = useRef<string | null>(null)
  useEffect(() => {
    pending.current = null
  }, [params])

  const update = useCallback(
    (change: (s: ListState) => ListState, replace = false) =>
      setParams(
        (current) => {
          const base = pending.current === null ? current : new URLSearchParams(pending.current)
          const next = serializeListState(change(parseListState(base, opts)), opts)
          for (const [key, value] of base) {
            if (!isListKey(key, opts) && !next.has(key)) next.append(key, value)
          }
          pending.current = next.toString()
          return next
        },
        { replace },
      ),
    [setParams, opts],
  )

  return useMemo(
    () => ({
      state,
      queryString: serializeListState(state, opts).toString(),
      setPage: (page, replace = false) => update((s) => ({ ...s, page }), replace),
      setPageSize: (size) => update((s) => ({ ...s, pageSize: size, page: 1 })),
      toggleSort: (field) => update((s) => ({ ...s, sort: nextSort(s.sort, field), page: 1 })),
      setSearch: (search) => update((s) => ({ ...s, search, page: 1 }), true),
      setFilter: (key, value) =>
        update((s) => {
          const next = typeof value === 'function' ? value(s.filters[key]) : value
          return { ...s, page: 1, filters: withFilters(s.filters, { [key]: next }) }
        }),
      setFilters: (filters) =>
        update((s) => ({ ...s, page: 1, filters: withFilters(s.filters, filters) })),
      clearFilters: () =>
        update((s) => ({ ...s, page: 1, filters: {}, ...(s.dateRange ? { dateRange: {} } : {}) })),
      setDateRange: (range) =>
        update((s) => ({ ...s, page: 1, dateRange: normalizeDayRange(range) })),
    }),
    [state, update, opts],
  )
}

const split = (key: string) => (key ? key.split(',') : [])

const LIST_KEYS = new Set(['page', 'pageSize', 'sort', 'search'])
const isListKey = (key: string, opts: ListOptions) =>
  LIST_KEYS.has(key) ||
  opts.filterKeys.includes(key) ||
  (opts.dateRange === true && (DAY_RANGE_KEYS as readonly string[]).includes(key))

function withFilters(
  filters: Readonly<Record<string, string>>,
  changes: Record<string, string | undefined>,
): Record<string, string> {
  const next: Record<string, string> = { ...filters }
  for (const [key, value] of Object.entries(changes)) {
    if (value) next[key] = value
    else delete next[key]
  }
  return next
}
