import { PAGE_SIZE_DEFAULT } from 'contracts'
import type { Query } from '../../api'
import { dayRangeQuery, readDayRange, writeDayRange } from '../dates/dayRange'
import type { DayRange } from '../dates/dayRange'

/** The page sizes a list offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const

export type SortDirection = 'asc' | 'desc'
export interface Sort {
  field: string
  direction: SortDirection
}

/** Everything that decides which rows a list shows; it lives in the URL. */
export interface ListState {
  page: number
  pageSize: number
  sort: Sort | undefined
  search: string
  /** Resource filters as they travel in the query string. */
  filters: Readonly<Record<string, string>>
  /** The days the list covers, for a list with a date range (`from`/`to`; `{}` is the default). */
  dateRange?: DayRange
}

export interface ListOptions {
  /** Fields the list may sort by (the contract's `sortable`). */
  sortable: readonly string[]
  /** Query keys of the resource's filters. */
  filterKeys: readonly string[]
  /** Page size when the URL names none. */
  pageSize?: number
  /** Sort when the URL names none, e.g. `{ field: 'sortOrder', direction: 'asc' }`. */
  sort?: Sort
  /** The list covers a range of days (`from`/`to`, see dayRange): the last 30 by default. */
  dateRange?: boolean
  /** Whether a filter's value from the URL is one the list can use; others fall back to none. */
  validFilter?: (key: string, value: string) => boolean
}

const SEARCH_MAX = 200

function parseSort(value: string | null, sortable: readonly string[]): Sort | undefined {
  if (!value) return undefined
  const [field = '', direction, ...rest] = value.split(':')
  if (rest.length || !sortable.includes(field)) return undefined
  if (direction !== 'asc' && direction !== 'desc') return undefined
  return { field, direction }
}

const sameSort = (a: Sort | undefined, b: Sort | undefined) =>
  a?.field === b?.field && a?.direction === b?.direction

export const formatSort = (sort: Sort) => `${sort.field}:${sort.direction}`

/**
 * Reads a list's state from the URL's query string. Anything unknown or
 * malformed falls back to the default, so a hand-edited link never breaks the
 * screen.
 */
export function parseListState(params: URLSearchParams, options: ListOptions): ListState {
  const defaultSize = options.pageSize ?? PAGE_SIZE_DEFAULT
  const page = Number(params.get('page'))
  const pageSize = Number(params.get('pageSize'))
  const filters: Record<string, string> = {}
  for (const key of options.filterKeys) {
    const value = params.get(key)
    if (value && (options.validFilter?.(key, value) ?? true)) filters[key] = value
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : defaultSize,
    sort: parseSort(params.get('sort'), options.sortable) ?? options.sort,
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    filters,
    ...(options.dateRange ? { dateRange: readDayRange(params) } : {}),
  }
}

/**
 * Writes a list's state as a query string, leaving defaults out so links stay
 * short; `parseListState(serializeListState(s)) = s`.
 */
export function serializeListState(state: ListState, options: ListOptions): URLSearchParams {
  const params = new URLSearchParams()
  if (state.page !== 1) params.set('page', String(state.page))
  if (state.pageSize !== (options.pageSize ?? PAGE_SIZE_DEFAULT))
    params.set('pageSize', String(state.pageSize))
  if (state.sort && !sameSort(state.sort, options.sort)) params.set('sort', formatSort(state.sort))
  if (state.search) params.set('search', state.search)
  for (const key of options.filterKeys) {
    const value = state.filters[key]
    if (value) params.set(key, value)
  }
  if (options.dateRange && state.dateRange) writeDayRange(params, state.dateRange)
  return params
}

/**
 * The API query of a list state (page, pageSize, sort, search, filters, and
 * the date range with its default spelled out).
 */
export function listQuery(state: ListState, overrides: Partial<ListState> = {}): Query {
  const s = { ...state, ...overrides }
  return {
    ...s.filters,
    ...(s.dateRange ? dayRangeQuery(s.dateRange) : {}),
    page: s.page,
    pageSize: s.pageSize,
    sort: s.sort ? formatSort(s.sort) : undefined,
    search: s.search.trim() || undefined,
  }
}

/**
 * The API query of a list opened without a query string (its first page, as its options say):
 * what a cold start can send before the list's code has arrived (app/warmStart.ts).
 */
export const firstPageQuery = (options: Pick<ListOptions, 'pageSize' | 'sort' | 'dateRange'>) =>
  listQuery(parseListState(new URLSearchParams(), { sortable: [], filterKeys: [], ...options }))

/** The next sort when a column header is clicked: asc → desc → asc … */
export function nextSort(current: Sort | undefined, field: string): Sort {
  if (current?.field === field) {
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  }
  return { field, direction: 'asc' }
}

/**
 * The page past which a list has no rows: the last page holding some, or 1
 * for an empty list. A page beyond it (the last row of the last page was
 * deleted, a link to a page that no longer exists) shows this one instead.
 */
export const lastPageOf = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize))
