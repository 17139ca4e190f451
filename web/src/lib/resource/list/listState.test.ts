import { describe, expect, it } from 'vitest'
import { lastPageOf, listQuery, nextSort, parseListState, serializeListState } from './listState'
import type { ListOptions, ListState } from './listState'

const options: ListOptions = {
  sortable: ['name', 'price', 'sortOrder'],
  filterKeys: ['categoryId', 'isAvailable', 'minPrice'],
  pageSize: 50,
  sort: { field: 'sortOrder', direction: 'asc' },
}

const roundTrip = (state: ListState) =>
  parseListState(new URLSearchParams(serializeListState(state, options).toString()), options)

describe('list state in the URL', () => {
  it('round-trips every part of a list state through a query string', () => {
    const state: ListState = {
      page: 3,
      pageSize: 20,
      sort: { field: 'price', direction: 'desc' },
      search: 'شاورما & "fries", 50%',
      filters: { categoryId: '4', isAvailable: 'false', minPrice: '2.50' },
    }
    expect(roundTrip(state)).toEqual(state)
  })

  it('leaves defaults out of the link and restores them', () => {
    const state = parseListState(new URLSearchParams(''), options)
    expect(state).toEqual({
      page: 1,
      pageSize: 50,
      sort: { field: 'sortOrder', direction: 'asc' },
      search: '',
      filters: {},
    })
    expect(serializeListState(state, options).toString()).toBe('')
    expect(roundTrip(state)).toEqual(state)
  })

  it('ignores what a hand-edited link gets wrong', () => {
    const state = parseListState(
      new URLSearchParams('page=-2&pageSize=7&sort=password:asc&colour=red&categoryId='),
      options,
    )
    expect(state.page).toBe(1)
    expect(state.pageSize).toBe(50)
    expect(state.sort).toEqual({ field: 'sortOrder', direction: 'asc' })
    expect(state.filters).toEqual({})
    expect(parseListState(new URLSearchParams('sort=name:sideways'), options).sort).toEqual(
      options.sort,
    )
    expect(parseListState(new URLSearchParams('page=2.5'), options).page).toBe(1)
  })

  it('builds the API query with sort as field:direction and no empty search', () => {
    const state = roundTrip({
      page: 2,
      pageSize: 100,
      sort: { field: 'name', direction: 'asc' },
      search: '   ',
      filters: { categoryId: '7' },
    })
    expect(listQuery(state)).toEqual({
      categoryId: '7',
      page: 2,
      pageSize: 100,
      sort: 'name:asc',
      search: undefined,
    })
    expect(listQuery(state, { page: 9 }).page).toBe(9)
  })

  it('turns a column from ascending to descending and back', () => {
    expect(nextSort(undefined, 'name')).toEqual({ field: 'name', direction: 'asc' })
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    })
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name').direction).toBe('asc')
    expect(nextSort({ field: 'name', direction: 'desc' }, 'price').direction).toBe('asc')
  })
})

describe('lastPageOf', () => {
  it('is the last page holding rows, or 1 for an empty list', () => {
    expect(lastPageOf(40, 20)).toBe(2)
    expect(lastPageOf(41, 20)).toBe(3)
    expect(lastPageOf(1, 20)).toBe(1)
    expect(lastPageOf(0, 20)).toBe(1)
  })
})
