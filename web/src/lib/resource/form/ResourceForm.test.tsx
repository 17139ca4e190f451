import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { categoryResource } from 'contracts'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ResourceForm } from './ResourceForm'
import type { FormController } from './useFormController'

/**
 * A form whose save has succeeded stays on screen until the list it goes back
 * to has loaded (the router waits for the list's code and data before it
 * changes the screen). A second press of Save in that moment, the second half
 * of a double click on a busy machine, must not save the record again.
 */
function mount(save: FormController<typeof categoryResource>['save']) {
  const controller: FormController<typeof categoryResource> = {
    resource: categoryResource,
    mode: 'add',
    recordName: '',
    canUpdate: true,
    listPath: '/category',
    record: undefined,
    isLoading: false,
    loadError: undefined,
    initialValues: { name: 'Soups' },
    validate: () => ({}),
    save,
    conflict: undefined,
    loadTheirs: () => {},
  }
  // The list's screen never finishes loading: the form stays while the router waits.
  const neverLoads = () => new Promise<never>(() => {})
  const router = createMemoryRouter(
    [
      {
        path: '/category/add',
        element: (
          <ResourceForm controller={controller}>
            <p>The fields</p>
          </ResourceForm>
        ),
      },
      { path: '/category', lazy: neverLoads },
    ],
    { initialEntries: ['/category/add'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

afterEach(cleanup)

describe('ResourceForm', () => {
  it('saves once when Save is pressed again after the save succeeded, while the list loads', async () => {
    const save = vi.fn(async () => ({ ok: true as const, record: { id: 1 } as never }))
    const router = mount(save)
    const button = () => screen.getByRole('button', { name: 'Save' })

    await act(async () => fireEvent.click(button()))
    expect(save).toHaveBeenCalledTimes(1)
    expect(router.state.navigation.location?.pathname).toBe('/category')
    expect(screen.getByText('The fields')).toBeTruthy()

    await act(async () => fireEvent.click(button()))
    expect(save).toHaveBeenCalledTimes(1)
    expect(button().hasAttribute('disabled')).toBe(true)
  })

  it('lets Save be pressed again after a refusal', async () => {
    const save = vi.fn(async () => ({ ok: false as const, errors: { name: 'Name is taken' } }))
    mount(save)
    const button = () => screen.getByRole('button', { name: 'Save' })
    await act(async () => fireEvent.click(button()))
    await act(async () => fireEvent.click(button()))
    expect(save).toHaveBeenCalledTimes(2)
  })
})
