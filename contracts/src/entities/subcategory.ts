import { z } from 'zod'
import { flag, optionalImageUrl, queryBoolean, queryId, ref, sortOrder, text } from '../fields'
import { defineResource, recordMetaSchema } from '../resource'

export const subcategoryInputSchema = z.strictObject({
  categoryId: ref('Category'),
  name: text('Name', 100),
  nameAr: text('Arabic name', 100),
  imageUrl: optionalImageUrl(),
  sortOrder: sortOrder(),
  isActive: flag('Active', true),
})
export type SubcategoryInput = z.input<typeof subcategoryInputSchema>

export const subcategorySchema = recordMetaSchema.extend({
  categoryId: z.number().int(),
  /** Read-only: the category's name, so a list needs no second request. */
  categoryName: z.string(),
  name: z.string(),
  nameAr: z.string(),
  imageUrl: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** Read-only: how many products it holds. */
  productCount: z.number().int().nonnegative(),
})
export type Subcategory = z.infer<typeof subcategorySchema>

export const subcategoryFiltersSchema = z.object({
  categoryId: queryId('Category').optional(),
  isActive: queryBoolean('Active').optional(),
})

export const subcategoryResource = defineResource({
  name: 'subcategory',
  label: 'sub-category',
  path: '/subcategory',
  key: 'subcategory',
  record: subcategorySchema,
  input: subcategoryInputSchema,
  filters: subcategoryFiltersSchema,
  sortable: ['name', 'sortOrder', 'categoryName', 'createdAt', 'updatedAt'],
  searchable: ['name', 'nameAr'],
  businessRules: {
    write: 'The category does not exist (Errors.categoryId).',
    remove: 'The sub-category still has products.',
  },
})
