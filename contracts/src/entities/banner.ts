import { z } from 'zod'
import {
  flag,
  imageUrl,
  instant,
  instantSchema,
  queryBoolean,
  queryId,
  refList,
  sortOrder,
  text,
  whenValid,
} from '../fields'
import { defineResource, recordMetaSchema } from '../resource'
import { linkInputShape, namedLinkRecordShape, withLinkRules } from './link'
import { scheduleStatusQuery } from './schedule'

const bannerFields = z.strictObject({
  title: text('Title', 100),
  titleAr: text('Arabic title', 100),
  imageUrl: imageUrl(),
  ...linkInputShape,
  startsAt: instant('Starts at'),
  /** null = runs until switched off. */
  endsAt: instant('Ends at').nullable().default(null),
  sortOrder: sortOrder(),
  isActive: flag('Active', true),
  /** Branches whose customers see it; empty = every branch. */
  branchIds: refList('Branches').default([]),
})

/** What the banner form sends (create; update adds `version`). */
export const bannerInputSchema = withLinkRules(bannerFields).refine(
  (b) => b.endsAt === null || Date.parse(b.endsAt) > Date.parse(b.startsAt),
  {
    error: 'Ends at must be after starts at',
    path: ['endsAt'],
    ...whenValid('startsAt', 'endsAt'),
  },
)
export type BannerInput = z.input<typeof bannerInputSchema>

export const bannerSchema = recordMetaSchema.extend({
  title: z.string(),
  titleAr: z.string(),
  imageUrl: z.string(),
  ...namedLinkRecordShape,
  startsAt: instantSchema,
  endsAt: instantSchema.nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  branchIds: z.array(z.number().int()),
})
export type Banner = z.infer<typeof bannerSchema>

export const bannerFiltersSchema = z.object({
  isActive: queryBoolean('Active').optional(),
  branchId: queryId('Branch').optional(),
  /** Scheduled, live, expired or inactive now (scheduleStatusOf). */
  status: scheduleStatusQuery().optional(),
})

export const bannerResource = defineResource({
  name: 'banner',
  path: '/banner',
  key: 'banner',
  record: bannerSchema,
  input: bannerInputSchema,
  filters: bannerFiltersSchema,
  sortable: ['title', 'sortOrder', 'startsAt', 'endsAt', 'createdAt', 'updatedAt'],
  searchable: ['title', 'titleAr'],
  businessRules: {
    write: 'A branch or the link target does not exist (Errors names the field).',
  },
})
