import { describe, expect, it } from 'vitest'
import { isKeyOf, isListKeyOf } from './cacheKeys'

describe('which cached reads a change of a resource touches', () => {
  const category = { path: '/category' }

  it('finds every list page and record of the resource', () => {
    const matches = isKeyOf(category)
    expect(matches('/category')).toBe(true)
    expect(matches('/category?page=2&sort=name%3Aasc')).toBe(true)
    expect(matches('/category/12')).toBe(true)
  })

  it('leaves other resources alone, even those whose path starts alike', () => {
    const matches = isKeyOf(category)
    expect(matches('/categoryGroups')).toBe(false)
    expect(matches('/subcategory?categoryId=1')).toBe(false)
    expect(matches(['/category'])).toBe(false)
    expect(matches(undefined)).toBe(false)
  })

  it('tells list pages from records', () => {
    const lists = isListKeyOf(category)
    expect(lists('/category?search=x')).toBe(true)
    expect(lists('/category')).toBe(true)
    expect(lists('/category/12')).toBe(false)
  })
})
