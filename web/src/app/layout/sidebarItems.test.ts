import { ACTIONS, MODULE_KEYS } from 'contracts'
import type { PermissionEntry } from 'contracts'
import { describe, expect, it } from 'vitest'
import { searchMatches, visibleSidebar } from './sidebarItems'

const labels = (entries: PermissionEntry[]) =>
  visibleSidebar(entries).flatMap((item) =>
    item.kind === 'group' ? [`# ${item.label}`, ...item.links.map((l) => l.label)] : [item.label],
  )

describe('visibleSidebar', () => {
  it('shows every entry in the order of docs/requirements.md#layout-and-sidebar to an employee with every action', () => {
    const all = MODULE_KEYS.map((key) => ({ key, actions: [...ACTIONS] }))
    expect(labels(all)).toEqual([
      'Dashboard',
      'Reports',
      '# Product management',
      'Categories',
      'Sub Categories',
      'Products',
      '# Order management',
      'Orders',
      'Rejection Reasons',
      'Delivery Charges',
      'Riders',
      'Dollar rate',
      '# Promotions',
      'Banners',
      'Coupons',
      'Push Notifications',
      '# Loyalty points',
      'Points Rate',
      'Loyalty Point History',
      '# Wallet management',
      'Wallets',
      'Recharge Wallet',
      'Deduct From Wallet',
      'Transaction History',
      '# Customer management',
      'Customers',
      '# Employee management',
      'Employee Roles',
      'Employees',
      'Activity',
      '# Branch management',
      'Branches',
      'Branch Orders',
    ])
  })

  it('opens Recharge and Deduct on the add screen with the transaction type', () => {
    const wallet = visibleSidebar([{ key: 'wallets', actions: ['View', 'Add'] }]).find(
      (i) => i.kind === 'group',
    )
    expect(wallet?.kind === 'group' && wallet.links.map((l) => l.to)).toEqual([
      '/wallets',
      '/wallets/add?type=1',
      '/wallets/add?type=2',
    ])
  })

  it('hides Recharge and Deduct without the Add action, and empty groups', () => {
    expect(labels([{ key: 'wallets', actions: ['View'] }])).toEqual([
      'Dashboard',
      '# Wallet management',
      'Wallets',
    ])
  })

  it('never shows a module because its key is part of another', () => {
    expect(labels([{ key: 'order', actions: ['View'] }])).toEqual([
      'Dashboard',
      '# Order management',
      'Orders',
    ])
  })
})

describe('searchMatches (which of two links of one path is the current page)', () => {
  it('tells Recharge Wallet from Deduct From Wallet by the transaction type', () => {
    expect(searchMatches('type=1', '?type=1')).toBe(true)
    expect(searchMatches('type=2', '?type=1')).toBe(false)
    expect(searchMatches('type=1', '')).toBe(false)
    expect(searchMatches('type=1', '?page=2&type=1')).toBe(true)
  })

  it('a link without a query is current whatever the search', () => {
    expect(searchMatches('', '')).toBe(true)
    expect(searchMatches('', '?page=3')).toBe(true)
  })
})
