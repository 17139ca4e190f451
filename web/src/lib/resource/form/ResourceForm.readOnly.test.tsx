import { Button } from '@blueprintjs/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { categoryResource } from 'contracts'
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useScreenCrumbOf } from '../../screen'
import { NumberField } from '../fields/NumberField'
import { SwitchField } from '../fields/SwitchField'
import { TextField } from '../fields/TextField'
import { useReadOnly } from './readOnly'
import { ResourceForm } from './ResourceForm'
import type { FormController } from './useFormController'

/** What the breadcrumb calls the screen at the path shown. */
function CrumbProbe() {
  const crumb = useScreenCrumbOf(useLocation().pathname)
  return <output aria-label="Breadcrumb name">{crumb ?? ''}</output>
}

/** A part with a button of its own (add a row): left out of a read view. */
function AddRow() {
  return useReadOnly() ? null : <Button>Add a row</Button>
}

function mount(options: { mode: 'edit' | 'view'; canUpdate: boolean }) {
  const save = vi.fn(async () => ({ ok: true as const, record: { id: 3 } as never }))
  const controller: FormController<typeof categoryResource> = {
    resource: categoryResource,
    mode: options.mode,
    recordName: 'Soups',
    canUpdate: options.canUpdate,
    listPath: '/category',
    record: { id: 3, version: 1 } as never,
    isLoading: false,
    loadError: undefined,
    initialValues: { name: 'Soups', sortOrder: 4, isActive: true },
    validate: () => ({}),
    save,
    conflict: undefined,
    loadTheirs: () => {},
  }
  const form = (
    <ResourceForm controller={controller}>
      <CrumbProbe />
      <TextField name="name" label="Name" required />
      <NumberField name="sortOrder" label="Sort order" />
      <SwitchField name="isActive" label="Active" />
      <AddRow />
    </ResourceForm>
  )
  const path = options.mode === 'view' ? '/category/3' : '/category/3/edit'
  const router = createMemoryRouter(
    [
      { path, element: form },
      { path: '/category', element: <p>The list</p> },
      { path: '/category/3/edit', element: <p>The edit screen</p> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return { router, save }
}

afterEach(cleanup)

describe('ResourceForm read view', () => {
  it('shows the record in the form’s own fields, none of them editable, and no Save', () => {
    mount({ mode: 'view', canUpdate: false })
    expect(screen.getByRole('heading', { name: 'Category: Soups' })).toBeTruthy()
    const name = screen.getByLabelText<HTMLInputElement>(/Name/)
    expect(name.value).toBe('Soups')
    expect(screen.getByLabelText<HTMLInputElement>(/Sort order/).value).toBe('4')
    expect(screen.getByLabelText<HTMLInputElement>('Active').checked).toBe(true)
    for (const input of screen.getAllByRole('textbox'))
      expect(input.matches(':disabled')).toBe(true)
    expect(screen.getByLabelText('Active').matches(':disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add a row' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
  })

  it('offers Edit to those who may Update, and leaves without asking about unsaved changes', async () => {
    const { router } = mount({ mode: 'view', canUpdate: true })
    const edit = screen.getByRole('link', { name: 'Edit' })
    expect(edit.getAttribute('href')).toBe('/category/3/edit')
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Back to the list' })))
    expect(router.state.location.pathname).toBe('/category')
    expect(screen.getByText('The list')).toBeTruthy()
  })

  it('keeps the edit screen editable, with its Save and its parts’ buttons', () => {
    mount({ mode: 'edit', canUpdate: true })
    expect(screen.getByRole('heading', { name: 'Edit Category' })).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>(/Name/).matches(':disabled')).toBe(false)
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add a row' })).toBeTruthy()
  })

  it('names the record in the breadcrumb, edited or read', () => {
    mount({ mode: 'edit', canUpdate: true })
    expect(screen.getByLabelText('Breadcrumb name').textContent).toBe('Soups')
    cleanup()
    mount({ mode: 'view', canUpdate: false })
    expect(screen.getByLabelText('Breadcrumb name').textContent).toBe('Soups')
  })
})
