import { describe, expect, it } from 'vitest'
import { recordModeOf } from './readOnly'

describe('recordModeOf', () => {
  it('reads an add screen, an edit screen and a read view from the path', () => {
    expect(recordModeOf('/category/add', undefined)).toBe('add')
    expect(recordModeOf('/category/3/edit', 3)).toBe('edit')
    expect(recordModeOf('/product/3/edit-y', 3)).toBe('edit')
    expect(recordModeOf('/order/12', 12)).toBe('view')
    expect(recordModeOf('/employee/roles/4/', 4)).toBe('view')
  })
})
