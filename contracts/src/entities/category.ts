import { z } from 'zod'
import { flag, optionalImageUrl, optionalText, queryBoolean, sortOrder, text } from '../fields'
import { defineResource, recordMetaSchema } from '../resource'

/** What the category form sends (create; update adds `version`). */
export const categoryInputSchema = z.strictObject({
  name: text('Name', 100),
  nameAr: text('Arabic name', 100),
  description: optionalText('Description', 1000),
  imageUrl: optionalImageUrl(),
  sortOrder: sortOrder(),
  isActive: flag('Active', true),
})
export type CategoryInput = z.input<typeof categoryInputSchema>

/** A category as the API returns it. */
export const categorySchema = recordMetaSchema.extend({
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** Read-only: how many sub-categories it holds. */
  subCategoryCount: z.number().int().nonnegative(),
})
export type Category = z.infer<typeof categorySchema>

export const categoryFiltersSchema = z.object({
  isActive: queryBoolean('Active').optional(),
})

export const categoryResource = defineResource({
  name: 'category',
  path: '/category',
  key: 'category',
  record: categorySchema,
  input: categoryInputSchema,
  filters: categoryFiltersSchema,
  sortable: ['name', 'sortOrder', 'createdAt', 'updatedAt', 'subCategoryCount'],
  searchable: ['name', 'nameAr'],
  businessRules: {
    remove: 'The category still has sub-categories.',
  },
})
