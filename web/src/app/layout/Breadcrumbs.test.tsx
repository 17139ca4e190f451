import { act, render, screen, within } from '@testing-library/react'
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useScreenCrumb } from '../../lib/screen'
import { Breadcrumbs } from './Breadcrumbs'

function OrderScreen() {
  useScreenCrumb('Order BHA-10023')
  return <Link to="/order">Back to the orders</Link>
}

const trail = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('Breadcrumbs', () => {
  it('name the record a screen shows, and only while it shows', async () => {
    const withCrumbs = (element: JSX.Element) => (
      <>
        <Breadcrumbs />
        {element}
      </>
    )
    const router = createMemoryRouter(
      [
        { path: '/order/:id/edit', element: withCrumbs(<OrderScreen />) },
        { path: '/order', element: withCrumbs(<p>The orders</p>) },
      ],
      { initialEntries: ['/order/12/edit'] },
    )
    render(<RouterProvider router={router} />)
    expect(trail()).toEqual(['Home', 'Orders', 'Order BHA-10023'])
    expect(screen.getByText('Order BHA-10023').getAttribute('aria-current')).toBe('page')

    await act(() => router.navigate('/order'))
    expect(trail()).toEqual(['Home', 'Orders'])
  })
})
