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

  it('keeps a range it cannot apply in the box, with the contract’s message', async () => {
    const { min, apply, query } = mount('/product?minPrice=3.00')
    await apply('3.5')
    expect(query().get('minPrice')).toBe('3.00')
    expect(min().value).toBe('3.5')
    expect(
      screen.getByText('Minimum price must have exactly two decimals, like 12.50'),
    ).toBeTruthy()
  })
})
