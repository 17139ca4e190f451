import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { useListState } from '../../lib/resource/list/useListState'
import { PriceRangeFilter } from './PriceRangeFilter'

/** The price boxes wired to the URL as the product list wires them. */
function mount(url: string) {
  function Screen() {
    const list = useListState({ sortable: ['name'], filterKeys: ['minPrice', 'maxPrice'] })
    return (
      <PriceRangeFilter
        min={list.state.filters.minPrice}
        max={list.state.filters.maxPrice}
        onChange={(range) => list.setFilters(range)}
      />
    )
  }
  const router = createMemoryRouter([{ path: '/product', element: <Screen /> }], {
    initialEntries: [url],
  })
  render(<RouterProvider router={router} />)
  const min = () => screen.getByLabelText<HTMLInputElement>('Minimum price')
  const apply = async (text: string) => {
    fireEvent.change(min(), { target: { value: text } })
    await act(async () => void fireEvent.keyDown(min(), { key: 'Enter' }))
  }
  const query = () => new URLSearchParams(router.state.location.search)
  return { router, min, apply, query }
}

afterEach(cleanup)

describe('PriceRangeFilter', () => {
  it('applies on Enter and shows the URL’s range after back and forward', async () => {
    const { router, min, apply, query } = mount('/product')
    await apply('3.00')
    expect(query().get('minPrice')).toBe('3.00')
    await apply('5.00')
    expect(query().get('minPrice')).toBe('5.00')

    await act(async () => router.navigate(-1))
    expect(query().get('minPrice')).toBe('3.00')
    expect(min().value).toBe('3.00')

    await act(async () => router.navigate(1))
    expect(query().get('minPrice')).toBe('5.00')
    expect(min().value).toBe('5.00')
    // Leaving the box sends nothing: it holds what the URL says.
    await act(async () => void fireEvent.blur(min()))
    expect(router.state.historyAction).toBe('POP')
    expect(query().get('minPrice')).toBe('5.00')
  })

  it('reads amounts as people type them and shows the amount asked for', async () => {
    const { min, apply, query } = mount('/product')
    await apply('١٢٫٥')
    expect(query().get('minPrice')).toBe('12.50')
    expect(min().value).toBe('12.50')
    await apply(' 1,250 ')
    expect(query().get('minPrice')).toBe('1250.00')
    expect(min().value).toBe('1250.00')
  })

  it('keeps what it cannot read in the box, says why, and asks for it as typed', async () => {
    const { min, apply, query } = mount('/product?minPrice=3.00')
    await apply('12,5')
    // Asked for as typed: the list shows the API's refusal, not the rows of 3.00 and up.
    expect(query().get('minPrice')).toBe('12,5')
    expect(min().value).toBe('12,5')
    expect(screen.getByText('Enter an amount such as 12.50')).toBeTruthy()
    await apply('-5')
    expect(screen.getByText('Cannot be negative')).toBeTruthy()
    expect(min().value).toBe('-5')
  })
})
