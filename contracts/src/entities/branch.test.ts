import { describe, expect, it } from 'vitest'
import { canListBranches } from './branch'

describe('canListBranches', () => {
  it('lets branch viewers, product, delivery-charge and banner editors list branches, no one else', () => {
    expect(canListBranches([{ key: 'branch', actions: ['View'] }])).toBe(true)
    expect(canListBranches([{ key: 'product', actions: ['Add'] }])).toBe(true)
    expect(canListBranches([{ key: 'product', actions: ['View', 'Update'] }])).toBe(true)
    expect(canListBranches([{ key: 'product', actions: ['View', 'Delete'] }])).toBe(false)
    expect(canListBranches([{ key: 'delivery-charge', actions: ['Add'] }])).toBe(true)
    expect(canListBranches([{ key: 'delivery-charge', actions: ['View', 'Update'] }])).toBe(true)
    expect(canListBranches([{ key: 'delivery-charge', actions: ['View', 'Delete'] }])).toBe(false)
    expect(canListBranches([{ key: 'banner', actions: ['Add'] }])).toBe(true)
    expect(canListBranches([{ key: 'banner', actions: ['View', 'Update'] }])).toBe(true)
    expect(canListBranches([{ key: 'banner', actions: ['View', 'Delete'] }])).toBe(false)
    expect(canListBranches([{ key: 'branch', actions: ['Add'] }])).toBe(false)
    expect(canListBranches([{ key: 'category', actions: ['Add', 'Update'] }])).toBe(false)
  })
})
