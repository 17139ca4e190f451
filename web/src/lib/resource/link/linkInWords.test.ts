import { describe, expect, it } from 'vitest'
import { linkInWords } from './linkInWords'

describe('linkInWords', () => {
  it('names the kind and the target of each link', () => {
    expect(linkInWords({ linkType: 'product', linkTargetName: 'Falafel Burger' })).toBe(
      'Product: Falafel Burger',
    )
    expect(linkInWords({ linkType: 'category', linkTargetName: 'Sandwiches' })).toBe(
      'Category: Sandwiches',
    )
    expect(linkInWords({ linkType: 'subcategory', linkTargetName: 'Wraps' })).toBe(
      'Sub-category: Wraps',
    )
    expect(linkInWords({ linkType: 'url', linkUrl: 'https://example.com/menu' })).toBe(
      'Web: https://example.com/menu',
    )
    expect(linkInWords({ linkType: 'none', linkUrl: '', linkTargetName: '' })).toBe('No link')
  })

  it('says when a record it pointed to is gone', () => {
    expect(linkInWords({ linkType: 'product', linkTargetName: '' })).toBe(
      'Product: a deleted record',
    )
  })
})
