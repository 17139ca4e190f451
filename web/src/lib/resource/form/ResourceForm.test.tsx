import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { categoryResource } from 'contracts'
import type { ReactNode } from 'react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { zodValidate } from '../../forms/zodValidate'
import { TextField } from '../fields/TextField'
import { ResourceForm } from './ResourceForm'
import type { FormController } from './useFormController'

/**
 * A form whose save has succeeded stays on screen until the list it goes back
 * to has loaded (the router waits for the list's code and data before it
 * changes the screen). A second press of Save in that moment, the second half
 * of a double click on a busy machine, must not save the record again.
 */
function mount(
  save: FormController<typeof categoryResource>['save'],
  {
    fields = <p>The fields</p>,
    initialValues = { name: 'Soups' },
    validate = () => ({}),
  }: {
    fields?: ReactNode
    initialValues?: Record<string, unknown>
    validate?: FormController<typeof categoryResource>['validate']
  } = {},
) {
  const controller: FormController<typeof categoryResource> = {
    resource: categoryResource,
    mode: 'add',
    recordName: '',
    canUpdate: true,
    listPath: '/category',
    record: undefined,
    isLoading: false,
    loadError: undefined,
    initialValues,
    validate,
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
        element: <ResourceForm controller={controller}>{fields}</ResourceForm>,
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

  describe('errors where the employee sees them', () => {
    const categoryFields = (
      <>
        <TextField name="name" label="Name" required />
        <TextField name="nameAr" label="Arabic name" required arabic />
        <TextField name="description" label="Description" multiline />
      </>
    )
    const validate = zodValidate(categoryResource.input)
    const field = (label: string) =>
      screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`))

    it('a text over its limit says so as it is typed, keeping what was typed', () => {
      mount(vi.fn(), { fields: categoryFields, initialValues: {}, validate })
      const name = field('Name')
      act(() => name.focus())
      fireEvent.change(name, { target: { value: 'x'.repeat(100) } })
      expect(screen.queryByText('Name must be at most 100 characters')).toBeNull()
      fireEvent.change(name, { target: { value: 'x'.repeat(101) } })
      expect(screen.getByText('Name must be at most 100 characters')).toBeTruthy()
      expect(name.value).toHaveLength(101)
      expect(name.getAttribute('aria-invalid')).toBe('true')
      // Other refusals wait for the field to be left, as before.
      expect(screen.queryByText('Arabic name is required')).toBeNull()
      fireEvent.change(name, { target: { value: 'x'.repeat(100) } })
      expect(screen.queryByText('Name must be at most 100 characters')).toBeNull()
    })

    it('Save refused by the contract focuses the first field in error, in the order of the form', async () => {
      const save = vi.fn()
      mount(save, {
        fields: categoryFields,
        initialValues: { name: 'Soups', description: 'x'.repeat(1001) },
        validate,
      })
      const button = screen.getByRole('button', { name: 'Save' })
      act(() => button.focus())
      await act(async () => fireEvent.click(button))
      await waitFor(() => expect(document.activeElement).toBe(field('Arabic name')))
      expect(save).not.toHaveBeenCalled()
    })

    it('leaves the focus where the employee went after pressing Save, typing kept there', async () => {
      mount(vi.fn(), {
        fields: categoryFields,
        initialValues: { name: 'Soups', description: '' },
        validate,
      })
      const button = screen.getByRole('button', { name: 'Save' })
      act(() => button.focus())
      // Refused at once; before the form turns to its first field in error, the employee
      // is already in another one.
      act(() => {
        fireEvent.click(button)
        field('Description').focus()
      })
      fireEvent.change(field('Description'), { target: { value: 'Hot' } })
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
      expect(document.activeElement).toBe(field('Description'))
      expect(field('Description').value).toBe('Hot')
      expect(field('Arabic name').getAttribute('aria-invalid')).toBe('true')
    })

    it('Save refused by the server focuses its field', async () => {
      const save = vi.fn(async () => ({
        ok: false as const,
        errors: { nameAr: 'Arabic name is taken' },
      }))
      mount(save, {
        fields: categoryFields,
        initialValues: { name: 'Soups', nameAr: 'شوربات' },
        validate,
      })
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
      await waitFor(() => expect(document.activeElement).toBe(field('Arabic name')))
      expect(screen.getByText('Arabic name is taken')).toBeTruthy()
    })
  })
})
