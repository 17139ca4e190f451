import { describe, expect, it } from 'vitest'
import { actionForPath, firstPermittedPath, guard } from './permissions'
import { can } from './registry'
import type { PermissionEntry } from './permissions'
import {
  ACTIONS,
  MODULES,
  SIDEBAR,
  moduleByKey,
  moduleForPath,
  recordRoute,
  hasRecordScreen,
} from './registry'

const all = (key: PermissionEntry['key']): PermissionEntry => ({
  key,
  actions: ['View', 'Add', 'Update', 'Delete'],
})
const view = (key: PermissionEntry['key']): PermissionEntry => ({ key, actions: ['View'] })

describe('moduleForPath', () => {
  it('maps a path to exactly one module by whole segments', () => {
    expect(moduleForPath('/branch-orders')?.key).toBe('branch-orders')
    expect(moduleForPath('/branch/3/edit')?.key).toBe('branch')
    expect(moduleForPath('/subcategory/add')?.key).toBe('subcategory')
    expect(moduleForPath('/employee/roles/4/edit')?.key).toBe('roles')
    expect(moduleForPath('/employee/7/edit')?.key).toBe('employee')
    expect(moduleForPath('/notifications')).toBeUndefined()
    expect(moduleForPath('/categoryx')).toBeUndefined()
  })
})

describe('guard', () => {
  it('closes the substring leaks (docs/requirements.md#the-guard-and-the-sidebar)', () => {
    expect(guard('/branch-orders', [view('order')])).toMatchObject({
      allow: false,
      redirect: '/order',
    })
    expect(guard('/subcategory', [view('category')])).toMatchObject({
      allow: false,
      redirect: '/category',
    })
    expect(guard('/employee/roles', [view('employee')])).toEqual({
      allow: false,
      redirect: '/employee',
      reason: 'Your role does not include employee roles',
    })
  })

  it('needs Add on add screens and Update on edit screens', () => {
    const marketing = [all('banner'), view('category')]
    expect(guard('/category', marketing)).toEqual({ allow: true })
    // A refused add lands on the module's list, a refused edit on the record's read view.
    expect(guard('/category/add', marketing)).toEqual({
      allow: false,
      redirect: '/category',
      reason: 'You can view categories but not add them',
    })
    expect(guard('/category/3/edit', marketing)).toEqual({
      allow: false,
      redirect: '/category/3',
      reason: 'You can view categories but not change them',
    })
    expect(guard('/order/30001/edit', [view('order'), view('category')])).toEqual({
      allow: false,
      redirect: '/order/30001',
      reason: 'You can view orders but not change them',
    })
    expect(guard('/rider/1/edit', [view('category'), view('rider')])).toMatchObject({
      redirect: '/rider/1',
    })
    expect(guard('/coupon/add', [view('category'), view('coupon')])).toMatchObject({
      redirect: '/coupon',
    })
    expect(guard('/category/3', marketing)).toEqual({ allow: true })
    expect(guard('/order/12/edit', [view('order')])).toMatchObject({
      reason: 'You can view orders but not change them',
    })
    expect(guard('/product/3/edit-y', [view('product')]).allow).toBe(false)
    expect(guard('/banner/add', marketing)).toEqual({ allow: true })
    expect(guard('/banner/9/edit', marketing)).toEqual({ allow: true })
  })

  it('sends a path of no permitted module to the first permitted one, in server order', () => {
    expect(guard('/coupon', [view('order'), view('branch')])).toMatchObject({
      allow: false,
      redirect: '/order',
    })
    expect(guard('/nowhere', [])).toEqual({ allow: false, redirect: '/dashboard' })
  })

  it('lets every signed-in employee open the dashboard and the style guide', () => {
    for (const path of ['/dashboard', '/icons', '/notifications', '/widgets']) {
      expect(guard(path, [])).toEqual({ allow: true })
    }
  })
})

describe('helpers', () => {
  it('reads the action a path needs', () => {
    expect(actionForPath('/wallets/add')).toBe('Add')
    expect(actionForPath('/product/2/edit-y')).toBe('Update')
    expect(actionForPath('/address-book')).toBe('View')
  })

  it('grants only what an entry lists', () => {
    expect(can([view('coupon')], 'coupon')).toBe(true)
    expect(can([view('coupon')], 'coupon', 'Delete')).toBe(false)
    expect(firstPermittedPath([{ key: 'coupon', actions: [] }, view('branch')])).toBe('/branch')
  })
})

describe('sidebar', () => {
  it('lists the entries of docs/requirements.md#screens-and-routes in order', () => {
    const labels = SIDEBAR.flatMap((item) =>
      item.kind === 'group' ? item.links.map((l) => l.label) : [item.label],
    )
    expect(labels).toEqual([
      'Dashboard',
      'Reports',
      'Categories',
      'Sub Categories',
      'Products',
      'Orders',
      'Rejection Reasons',
      'Delivery Charges',
      'Riders',
      'Dollar rate',
      'Banners',
      'Coupons',
      'Push Notifications',
      'Points Rate',
      'Loyalty Point History',
      'Wallets',
      'Recharge Wallet',
      'Deduct From Wallet',
      'Transaction History',
      'Customers',
      'Employee Roles',
      'Employees',
      'Activity',
      'Branches',
      'Branch Orders',
    ])
  })
})

describe('the registry’s actions', () => {
  it('hold every action a sidebar link or a screen of the module needs', () => {
    for (const item of SIDEBAR) {
      if (item.kind !== 'group') continue
      for (const l of item.links) expect(moduleByKey(l.key).actions, l.to).toContain(l.action)
    }
    for (const m of MODULES) {
      expect(m.actions[0], m.key).toBe('View')
      expect(
        ACTIONS.filter((a) => m.actions.includes(a)),
        m.key,
      ).toEqual(m.actions)
    }
  })
})

describe('recordRoute', () => {
  it('opens the read view at a path without "edit", which View passes', () => {
    expect(recordRoute('order', 12, 'view')).toBe('/order/12')
    expect(recordRoute('roles', 3, 'view')).toBe('/employee/roles/3')
    expect(actionForPath(recordRoute('product', 5, 'view'))).toBe('View')
  })
  it('opens the edit screen for Update, and a customer in the list drawer', () => {
    expect(recordRoute('coupon', 7, 'edit')).toBe('/coupon/7/edit')
    expect(actionForPath(recordRoute('coupon', 7, 'edit'))).toBe('Update')
    expect(recordRoute('customer', 9, 'view')).toBe('/customer?open=9')
    expect(moduleForPath(recordRoute('roles', 3, 'edit'))?.key).toBe('roles')
  })
  it('knows the modules that have no screen for one record', () => {
    expect(hasRecordScreen('walletTransactionHistory')).toBe(false)
    expect(recordRoute('wallets', 3, 'edit')).toBe('/wallets?customerId=3')
    expect(hasRecordScreen('order')).toBe(true)
  })
})
