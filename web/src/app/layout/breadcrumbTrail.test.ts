import { describe, expect, it } from 'vitest'
import { breadcrumbTrail } from './breadcrumbTrail'

const labels = (path: string) => breadcrumbTrail(path).map((c) => c.label)

describe('breadcrumbTrail', () => {
  it('starts at Home and names each segment', () => {
    expect(labels('/dashboard')).toEqual(['Home', 'Dashboard'])
    expect(labels('/category/add')).toEqual(['Home', 'Categories', 'Add'])
    expect(breadcrumbTrail('/category/add')[1]).toEqual({ label: 'Categories', to: '/category' })
  })

  it('leaves out ids, which have no name', () => {
    expect(labels('/product/12/edit')).toEqual(['Home', 'Products', 'Edit'])
    expect(labels('/product/12/edit-y')).toEqual(['Home', 'Products', 'Edit'])
  })

  it('names nested modules by their own label', () => {
    expect(labels('/employee/roles/3/edit')).toEqual([
      'Home',
      'Employees',
      'Employee Roles',
      'Edit',
    ])
    expect(labels('/branch-orders')).toEqual(['Home', 'Branch Orders'])
  })

  it('ends with the name a screen gives itself: the record or the action, after its modules', () => {
    const named = (path: string, screen: string) =>
      breadcrumbTrail(path, screen).map((c) => c.label)
    expect(named('/order/12/edit', 'Order BHA-10023')).toEqual([
      'Home',
      'Orders',
      'Order BHA-10023',
    ])
    expect(named('/order/12', 'Order BHA-10023')).toEqual(['Home', 'Orders', 'Order BHA-10023'])
    expect(named('/wallets/add', 'Deduct')).toEqual(['Home', 'Wallets', 'Deduct'])
    expect(named('/employee/roles/3/edit', 'Cashier')).toEqual([
      'Home',
      'Employees',
      'Employee Roles',
      'Cashier',
    ])
    expect(breadcrumbTrail('/order/12/edit', 'Order BHA-10023')[1]).toEqual({
      label: 'Orders',
      to: '/order',
    })
  })
})
