import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { categoryResource } from 'contracts'
import type { Category } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { ListController } from '../list/useListController'
import { resourcePaths } from '../paths'
import { useRowActions } from './useRowActions'

type CategoryList = ListController<typeof categoryResource>

const drinks = { id: 3, name: 'Drinks' } as Category

function mount(allowed: CategoryList['allowed']) {
  const list = { resource: categoryResource, allowed } as CategoryList
  function Row() {
    const actions = useRowActions(list, {
      paths: resourcePaths(categoryResource),
      nameOf: (c) => c.name,
    })
    return (
      <>
        <span data-testid="opens">{actions.open?.(drinks)}</span>
        {actions.render(drinks)}
        {actions.dialog}
      </>
    )
  }
  render(
    <MemoryRouter initialEntries={['/category']}>
      <Row />
    </MemoryRouter>,
  )
}

afterEach(cleanup)

describe('useRowActions', () => {
  it('offers Edit to the record’s edit screen and Delete after a confirmation naming it', () => {
    mount({ add: true, update: true, remove: true })
    expect(screen.getByRole('link', { name: 'Edit Drinks' }).getAttribute('href')).toBe(
      '/category/3/edit',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Delete Drinks' }))
    expect(screen.getByRole('alertdialog').textContent).toContain('Delete the category “Drinks”?')
  })

  it('shows each action only where the role allows it', () => {
    mount({ add: false, update: true, remove: false })
    expect(screen.getByRole('link', { name: 'Edit Drinks' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete Drinks' })).toBeNull()
    cleanup()

    mount({ add: false, update: false, remove: true })
    expect(screen.queryByRole('link', { name: 'Edit Drinks' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Delete Drinks' })).toBeTruthy()
  })

  it('opens the row on its edit screen for Update, on its read view for View only', () => {
    mount({ add: false, update: true, remove: false })
    expect(screen.getByTestId('opens').textContent).toBe('/category/3/edit')
    expect(screen.queryByRole('link', { name: 'View Drinks' })).toBeNull()
    cleanup()

    mount({ add: false, update: false, remove: false })
    expect(screen.getByTestId('opens').textContent).toBe('/category/3')
    expect(screen.getByRole('link', { name: 'View Drinks' }).getAttribute('href')).toBe(
      '/category/3',
    )
  })
})
