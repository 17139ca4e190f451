import { z } from 'zod'
import { ID_MAX, whenValid } from '../fields'

/** Where tapping a banner or a push notification takes the customer. */
export const LINK_TYPES = ['none', 'product', 'category', 'subcategory', 'url'] as const
export type LinkType = (typeof LINK_TYPES)[number]

export const LINK_TYPE_LABELS: Record<LinkType, string> = {
  none: 'Nothing',
  product: 'A product',
  category: 'A category',
  subcategory: 'A sub-category',
  url: 'A web address',
}

/**
 * The link fields of a body: `linkType`, and its target: `linkTargetId` for a
 * product, category or sub-category, `linkUrl` for a web address.
 */
export const linkInputShape = {
  linkType: z
    .enum(LINK_TYPES, { error: 'Link must be one of: none, product, category, subcategory, url' })
    .default('none'),
  linkTargetId: z
    .number({ error: 'Link target must be chosen from the list' })
    .int('Link target must be chosen from the list')
    .positive('Link target must be chosen from the list')
    .max(ID_MAX, 'Link target must be chosen from the list')
    .nullable()
    .default(null),
  linkUrl: z
    .string({ error: 'Link address must be text' })
    .trim()
    .max(2048, 'Link address must be at most 2048 characters')
    .default(''),
}

type LinkFields = { linkType: LinkType; linkTargetId: number | null; linkUrl: string }

const needsTarget = (t: LinkType) => t === 'product' || t === 'category' || t === 'subcategory'

/** Adds the link rules to a body schema: a target for records, an https address for url (the app opens nothing less). */
export function withLinkRules<T extends z.ZodType<LinkFields>>(schema: T) {
  return schema
    .refine((v) => !needsTarget(v.linkType) || v.linkTargetId !== null, {
      error: `Choose what the link opens`,
      path: ['linkTargetId'],
      ...whenValid('linkType', 'linkTargetId'),
    })
    .refine((v) => v.linkType !== 'url' || /^https:\/\/[^\s]+$/.test(v.linkUrl), {
      error: 'Link address must start with https://',
      path: ['linkUrl'],
      ...whenValid('linkType', 'linkUrl'),
    })
}

export const linkRecordShape = {
  linkType: z.enum(LINK_TYPES),
  linkTargetId: z.number().int().nullable(),
  linkUrl: z.string(),
}

/**
 * The record's link with the name of its target (a product's, category's or
 * sub-category's name; '' for none and a web address), so a list says where
 * it goes without a call per row.
 */
export const namedLinkRecordShape = {
  ...linkRecordShape,
  linkTargetName: z.string(),
}
