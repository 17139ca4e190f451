import { act, fireEvent, render, screen } from '@testing-library/react'
import { Link, RouterProvider, createMemoryRouter, useSearchParams } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { useScrollToTop } from './useScrollToTop'

function Page({ children }: { children: ReactNode }) {
  useScrollToTop()
  return <>{children}</>
}

function List() {
  const [, setParams] = useSearchParams()
  return (
    <Page>
      <h1>List</h1>
      <button onClick={() => setParams({ page: '2' })}>Next page</button>
      <Link to="/category/3/edit">Edit</Link>
    </Page>
  )
}

const mount = () => {
  const router = createMemoryRouter(
    [
      { path: '/category', element: <List /> },
      {
        path: '/category/3/edit',
        element: (
          <Page>
            <h1>Form</h1>
            <Link to="/category">Saved</Link>
          </Page>
        ),
      },
    ],
    { initialEntries: ['/category'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('a new screen opens at its top', () => {
  const scrollTo = vi.fn()
  beforeEach(() => {
    vi.stubGlobal('scrollTo', scrollTo)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    scrollTo.mockReset()
  })

  it('a move to another path scrolls to the top; the query string alone and back keep the place', async () => {
    const router = mount()
    scrollTo.mockClear()
    fireEvent.click(screen.getByText('Edit'))
    await screen.findByText('Form')
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)

    scrollTo.mockClear()
    // Saved: back to the list (a push, as ResourceForm's navigate).
    fireEvent.click(screen.getByText('Saved'))
    await screen.findByText('List')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)

    scrollTo.mockClear()
    fireEvent.click(screen.getByText('Next page'))
    expect(router.state.location.search).toBe('?page=2')
    expect(scrollTo).not.toHaveBeenCalled()

    // Back to the form (another path): the browser's to restore.
    await act(() => router.navigate(-2))
    await screen.findByText('Form')
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
