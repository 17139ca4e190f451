import { MODULES } from 'contracts'
import { describe, expect, it } from 'vitest'
import { columnFull, rowFull, summary, toggleCell, toggleColumn, toggleRow } from './matrix'
import type { Grants } from './matrix'

const none: Grants = []

describe('the permission matrix', () => {
  it('brings View with Add, Update or Delete', () => {
    expect(toggleCell(none, 'coupon', 'Delete', true)).toEqual([
      { key: 'coupon', actions: ['View', 'Delete'] },
    ])
    expect(toggleCell(none, 'order', 'Update', true)).toEqual([
      { key: 'order', actions: ['View', 'Update'] },
    ])
  })

  it('clears the whole row when View is cleared, and keeps View when another action is', () => {
    const full = toggleRow(none, 'banner', true)
    expect(toggleCell(full, 'banner', 'View', false)).toEqual([])
    expect(toggleCell(full, 'banner', 'Add', false)).toEqual([
      { key: 'banner', actions: ['View', 'Update', 'Delete'] },
    ])
  })

  it('keeps modules in sidebar order and actions in View, Add, Update, Delete order', () => {
    let g = toggleCell(none, 'branch', 'Delete', true)
    g = toggleCell(g, 'category', 'Update', true)
    g = toggleCell(g, 'category', 'Add', true)
    expect(g).toEqual([
      { key: 'category', actions: ['View', 'Add', 'Update'] },
      { key: 'branch', actions: ['View', 'Delete'] },
    ])
  })

  it('ticks a row with only the actions the module has', () => {
    expect(toggleRow(none, 'loyaltyPointHistory', true)).toEqual([
      { key: 'loyaltyPointHistory', actions: ['View'] },
    ])
    expect(toggleRow(none, 'customer', true)).toEqual([
      { key: 'customer', actions: ['View', 'Update'] },
    ])
    expect(rowFull(toggleRow(none, 'customer', true), 'customer')).toBe(true)
    expect(toggleRow(toggleRow(none, 'customer', true), 'customer', false)).toEqual([])
  })

  it('ticks a column on every module that has the action, View implied, and clears it back', () => {
    const deletes = toggleColumn(none, 'Delete', true)
    const withDelete = MODULES.filter((m) => m.actions.includes('Delete'))
    expect(deletes.map((e) => e.key)).toEqual(withDelete.map((m) => m.key))
    expect(deletes.every((e) => e.actions.join() === 'View,Delete')).toBe(true)
    expect(deletes.some((e) => e.key === 'order')).toBe(false)
    expect(columnFull(deletes, 'Delete')).toBe(true)
    expect(columnFull(deletes, 'Add')).toBe(false)
    const cleared = toggleColumn(deletes, 'Delete', false)
    expect(cleared.every((e) => e.actions.join() === 'View')).toBe(true)
    expect(toggleColumn(cleared, 'View', false)).toEqual([])
  })
})

describe('the summary line', () => {
  it('counts full access, some actions and view only', () => {
    expect(summary(none)).toBe('No access yet: tick at least one action.')
    // Loyalty point history, transaction history and the activity have nothing but View.
    let g = toggleColumn(none, 'View', true)
    expect(summary(g)).toBe(`Full access to 3 modules, view only in ${MODULES.length - 3} modules`)
    g = toggleRow(g, 'banner', true)
    g = toggleCell(g, 'coupon', 'Add', true)
    expect(summary(g)).toBe(
      `Full access to 4 modules, some actions in 1 module, view only in ${MODULES.length - 5} modules`,
    )
    expect(summary([{ key: 'order', actions: ['View'] }])).toBe('View only in 1 module')
  })
})
