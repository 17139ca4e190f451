import type { LinkType } from 'contracts'

/** What a link names: its type, its target's name (records) or address (web). */
export interface NamedLink {
  linkType: LinkType
  linkTargetName?: string | undefined
  linkUrl?: string | undefined
}

const KIND: Record<'product' | 'category' | 'subcategory', string> = {
  product: 'Product',
  category: 'Category',
  subcategory: 'Sub-category',
}

/**
 * Where a link takes the customer, in words: "Product: Falafel Burger",
 * "Category: Sandwiches", "Web: https://example.com/menu", "No link".
 */
export function linkInWords({ linkType, linkTargetName, linkUrl }: NamedLink): string {
  if (linkType === 'none') return 'No link'
  if (linkType === 'url') return `Web: ${linkUrl ?? ''}`
  return `${KIND[linkType]}: ${linkTargetName || 'a deleted record'}`
}
