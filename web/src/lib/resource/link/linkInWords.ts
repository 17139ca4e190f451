import type { LinkType } from 'contracts'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/** What a link names: its type, its target's name (records) or address (web). */
export interface NamedLink {
  linkType: LinkType
  linkTargetName?: string | undefined
  linkUrl?: string | undefined
}

const KIND: Record<'product' | 'category' | 'subcategory', () => string> = {
  product: m.product,
  category: m.category,
  subcategory: m.subcategory,
}

/**
 * Where a link takes the customer, in words: "Product: Falafel Burger",
 * "Category: Sandwiches", "Web: https://example.com/menu", "No link".
 */
export function linkInWords({ linkType, linkTargetName, linkUrl }: NamedLink): string {
  if (linkType === 'none') return m.noLink()
  if (linkType === 'url') return m.webLink({ url: linkUrl ?? '' })
  return m.linkTo({ kind: KIND[linkType](), name: linkTargetName || m.deletedRecord() })
}
