import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useListState } from '../list/useListState'
import { SEARCH_DEBOUNCE_MS, SearchInput } from './SearchInput'

/** The search box wired to the URL as a list screen wires it. */
function mount(url: string) {
  function Screen() {
    const list = useListState({ sortable: ['name'], filterKeys: [] })
    return <SearchInput value={list.state.search} onSearch={list.setSearch} placeholder="Search" />
  }
  const router = createMemoryRouter([{ path: '/category', element: <Screen /> }], {
    initialEntries: [url],
  })
  render(<RouterProvider router={router} />)
  const box = () => screen.getByRole<HTMLInputElement>('searchbox')
  const type = async (text: string) => {
    fireEvent.change(box(), { target: { value: text } })
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
  }
  const search = () => new URLSearchParams(router.state.location.search).get('search')
  const go = async (delta: number) => act(async () => router.navigate(delta))
  return { router, box, type, search, go }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('SearchInput', () => {
  it('sends once typing pauses', async () => {
    const { box, search } = mount('/category')
    fireEvent.change(box(), { target: { value: 'gri' } })
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(search()).toBeNull()
    await act(async () => vi.advanceTimersByTime(1))
    expect(search()).toBe('gri')
    expect(box().value).toBe('gri')
  })

  it('shows the URL’s search after back and forward, and does not send the old one again', async () => {
    const { router, box, type, search, go } = mount('/category')
    await type('grills')
    // A new history entry (the next page), then another search on it.
    await act(async () => router.navigate('/category?search=grills&page=2'))
    await type('drinks')
    expect(search()).toBe('drinks')

    await go(-1)
    expect(search()).toBe('grills')
    expect(box().value).toBe('grills')

    await go(1)
    expect(search()).toBe('drinks')
    expect(box().value).toBe('drinks')
    // Nothing is sent after the pause: the forward entry keeps its search.
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3))
    expect(search()).toBe('drinks')
    expect(router.state.historyAction).toBe('POP')
    expect(box().value).toBe('drinks')
  })

  it('keeps what was typed after the sent search comes back', async () => {
    const { box, search } = mount('/category')
    fireEvent.change(box(), { target: { value: 'gri' } })
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
      // Typing on while the URL takes the first search.
      fireEvent.change(box(), { target: { value: 'grill' } })
    })
    expect(search()).toBe('gri')
    expect(box().value).toBe('grill')
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(search()).toBe('grill')
  })
})
