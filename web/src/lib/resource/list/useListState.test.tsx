import { act, render } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { ListOptions } from './listState'
import { useListState } from './useListState'
import type { ListStateControls } from './useListState'

const options: ListOptions = {
  sortable: ['name', 'price'],
  filterKeys: ['categoryId', 'minPrice', 'maxPrice'],
  pageSize: 50,
  sort: { field: 'name', direction: 'asc' },
}

function mount(url: string, opts: ListOptions = options) {
  const seen: { controls?: ListStateControls } = {}
  function Probe() {
    seen.controls = useListState(opts)
    return null
  }
  const router = createMemoryRouter([{ path: '/product', element: <Probe /> }], {
    initialEntries: [url],
  })
  render(<RouterProvider router={router} />)
  const controls = () => {
    if (!seen.controls) throw new Error('not rendered')
    return seen.controls
  }
  const query = () => new URLSearchParams(router.state.location.search)
  return { router, controls, query }
}

describe('useListState', () => {
  it('reads a shared link', () => {
    const { controls } = mount('/product?page=3&sort=price:desc&categoryId=4&search=%D8%B4%D8%A7')
    expect(controls().state).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'price', direction: 'desc' },
      search: 'شا',
      filters: { categoryId: '4' },
    })
  })

  it('writes changes to the URL, back to page 1, and keeps what it does not own', async () => {
    const { controls, query, router } = mount('/product?page=3&utm=mail')
    await act(async () => controls().toggleSort('price'))
    expect(query().get('sort')).toBe('price:asc')
    expect(query().get('page')).toBeNull()
    expect(query().get('utm')).toBe('mail')
    expect(router.state.historyAction).toBe('PUSH')
    await act(async () => controls().setPage(2))
    expect(query().get('page')).toBe('2')
  })

  it('lets two changes made before the router re-renders both land', async () => {
    const { controls, query } = mount('/product')
    await act(async () => {
      controls().setFilters({ minPrice: '3.00' })
      controls().setFilters({ maxPrice: '9.00' })
    })
    expect(query().get('minPrice')).toBe('3.00')
    expect(query().get('maxPrice')).toBe('9.00')
  })

  it('replaces the history entry while typing a search', async () => {
    const { controls, query, router } = mount('/product?page=2')
    await act(async () => controls().setSearch('fries'))
    expect(query().get('search')).toBe('fries')
    expect(query().get('page')).toBeNull()
    expect(router.state.historyAction).toBe('REPLACE')
    await act(async () => controls().clearFilters())
    expect(query().get('search')).toBe('fries')
  })

  it('replaces the history entry when a page no longer exists', async () => {
    const { controls, query, router } = mount('/product?page=3&search=fries')
    await act(async () => controls().setPage(2, true))
    expect(query().get('page')).toBe('2')
    expect(query().get('search')).toBe('fries')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('keeps a date range in the URL: picked, restored after back, cleared to the default', async () => {
    const { controls, query, router } = mount('/product?minPrice=3.00', {
      ...options,
      dateRange: true,
    })
    expect(controls().state.dateRange).toEqual({})
    await act(async () => controls().setDateRange({ from: '2026-11-01', to: '2026-11-05' }))
    expect(query().toString()).toBe('minPrice=3.00&from=2026-11-01&to=2026-11-05')
    await act(async () => controls().setPage(2))
    await act(async () => router.navigate(-1))
    expect(controls().state.dateRange).toEqual({ from: '2026-11-01', to: '2026-11-05' })
    await act(async () => controls().clearFilters())
    expect(query().toString()).toBe('')
    expect(controls().state.dateRange).toEqual({})
  })

  it('builds a filter from its latest value, so two quick toggles both land', async () => {
    const { controls, query } = mount('/product?categoryId=4')
    const add = (id: string) => (current: string | undefined) =>
      [...(current ?? '').split(',').filter(Boolean), id].join(',')
    await act(async () => {
      controls().setFilter('categoryId', add('5'))
      controls().setFilter('categoryId', add('6'))
    })
    expect(query().get('categoryId')).toBe('4,5,6')
  })
})
