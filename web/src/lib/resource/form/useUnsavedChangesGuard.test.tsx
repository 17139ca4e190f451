import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard'

const LEAVE_QUESTION = 'You have unsaved changes. Leave this page and lose them?'

/**
 * A form screen whose dirtiness lives outside React (as final-form's does): a
 * change made without a re-render must still be caught when leaving.
 */
function mount() {
  const state = { dirty: false }
  const leaving = { current: false }
  function FormScreen() {
    return useUnsavedChangesGuard(() => state.dirty, leaving).dialog
  }
  const router = createMemoryRouter(
    [
      { path: '/category/add', element: <FormScreen /> },
      { path: '/category', element: <p>The list</p> },
    ],
    { initialEntries: ['/category', '/category/add'], initialIndex: 1 },
  )
  render(<RouterProvider router={router} />)
  const closeTab = () => {
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  }
  return { state, leaving, router, closeTab }
}

afterEach(cleanup)

describe('useUnsavedChangesGuard', () => {
  it('lets a pristine form go, in the app and when the tab closes', async () => {
    const { router, closeTab } = mount()
    expect(closeTab()).toBe(false)
    await act(async () => router.navigate('/category'))
    expect(router.state.location.pathname).toBe('/category')
  })

  it('asks when the tab closes right after a change, before any re-render', () => {
    const { state, closeTab } = mount()
    state.dirty = true
    expect(closeTab()).toBe(true)
  })

  it('asks before in-app navigation; Stay keeps the form, Leave goes', async () => {
    const { state, router } = mount()
    state.dirty = true
    await act(async () => router.navigate('/category'))
    expect(router.state.location.pathname).toBe('/category/add')
    expect(await screen.findByText(LEAVE_QUESTION)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }))
    expect(router.state.location.pathname).toBe('/category/add')

    await act(async () => router.navigate('/category'))
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }))
    await screen.findByText('The list')
    expect(router.state.location.pathname).toBe('/category')
  })

  it('lets a just-saved form go without asking', async () => {
    const { state, leaving, router, closeTab } = mount()
    state.dirty = true
    leaving.current = true
    expect(closeTab()).toBe(false)
    await act(async () => router.navigate('/category'))
    expect(router.state.location.pathname).toBe('/category')
  })
})
