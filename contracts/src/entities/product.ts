import { z } from 'zod'
import {
  ID_MAX,
  flag,
  integer,
  money,
  moneySchema,
  moneyToCents,
  optionalImageUrl,
  optionalText,
  queryBoolean,
  queryId,
  ref,
  refList,
  sortOrder,
  text,
  whenValid,
} from '../fields'
import { defineResource, recordMetaSchema } from '../resource'

/**
 * The id of an option group or option: given by the server, unique within its
 * product (option ids across all its groups) and never reused there, so an
 * order line names its choices by id. The form sends it back to keep it; a
 * new group or option comes without one.
 */
const optionId = (label: string) =>
  z
    .number({ error: `${label} id must be a whole number` })
    .int(`${label} id must be a whole number`)
    .positive(`${label} id must be a whole number`)
    .max(ID_MAX, `${label} id must be a whole number`)
    .optional()

/** One choice of an option group ("Large", +1.50). */
export const productOptionSchema = z.strictObject({
  id: optionId('Option'),
  name: text('Option name', 100),
  nameAr: text('Arabic option name', 100),
  priceDelta: money('Extra price').default('0.00'),
})

/**
 * A group of choices ("Size", pick 1 of 3). minSelect ≤ maxSelect ≤ the number
 * of options; a required group needs at least one choice.
 */
export const productOptionGroupSchema = z
  .strictObject({
    id: optionId('Option group'),
    name: text('Group name', 100),
    nameAr: text('Arabic group name', 100),
    required: flag('Required', false),
    minSelect: integer('Minimum choices', 0, 50).default(0),
    maxSelect: integer('Maximum choices', 1, 50).default(1),
    options: z
      .array(productOptionSchema, { error: 'Options must be a list' })
      .min(1, 'Add at least one option')
      .max(50, 'A group has at most 50 options'),
  })
  .refine((g) => g.minSelect <= g.maxSelect, {
    error: 'Minimum choices cannot be more than maximum choices',
    path: ['minSelect'],
    ...whenValid('minSelect', 'maxSelect'),
  })
  .refine((g) => g.maxSelect <= g.options.length, {
    error: 'Maximum choices cannot be more than the number of options',
    path: ['maxSelect'],
    ...whenValid('maxSelect', 'options'),
  })
  .refine((g) => !g.required || g.minSelect >= 1, {
    error: 'A required group needs a minimum of at least 1 choice',
    path: ['minSelect'],
    ...whenValid('required', 'minSelect'),
  })
export type ProductOptionGroupInput = z.input<typeof productOptionGroupSchema>

/** Group ids differ among groups, option ids among all the product's options. */
function distinctIds(
  groups: readonly { id?: number | undefined; options: { id?: number | undefined }[] }[],
) {
  const distinct = (ids: (number | undefined)[]) => {
    const given = ids.filter((id) => id !== undefined)
    return new Set(given).size === given.length
  }
  return (
    distinct(groups.map((g) => g.id)) && distinct(groups.flatMap((g) => g.options.map((o) => o.id)))
  )
}

/** What the product form sends (create; update adds `version`). */
export const productInputSchema = z
  .strictObject({
    subCategoryId: ref('Sub-category'),
    name: text('Name', 150),
    nameAr: text('Arabic name', 150),
    description: optionalText('Description', 2000),
    descriptionAr: optionalText('Arabic description', 2000),
    price: money('Price'),
    /** The struck-through "was" price; above `price` when present. */
    compareAtPrice: money('Compare-at price').nullable().default(null),
    imageUrl: optionalImageUrl(),
    isAvailable: flag('Available', true),
    isFeatured: flag('Featured', false),
    preparationMinutes: integer('Preparation time', 0, 600).default(15),
    /** The branches that sell it; at least one. */
    branchIds: refList('Branches', 100).refine(
      (ids) => ids.length > 0,
      'Choose at least one branch',
    ),
    optionGroups: z
      .array(productOptionGroupSchema, { error: 'Option groups must be a list' })
      .max(20, 'A product has at most 20 option groups')
      .default([]),
    sortOrder: sortOrder(),
  })
  .refine((p) => distinctIds(p.optionGroups), {
    error: 'An option group or option id is listed twice',
    path: ['optionGroups'],
    ...whenValid('optionGroups'),
  })
  .refine(
    (p) => p.compareAtPrice === null || moneyToCents(p.compareAtPrice) > moneyToCents(p.price),
    {
      error: 'Compare-at price must be more than the price',
      path: ['compareAtPrice'],
      ...whenValid('price', 'compareAtPrice'),
    },
  )
export type ProductInput = z.input<typeof productInputSchema>

export const productOptionRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  priceDelta: moneySchema,
})
export type ProductOption = z.infer<typeof productOptionRecordSchema>

export const productOptionGroupRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  required: z.boolean(),
  minSelect: z.number().int(),
  maxSelect: z.number().int(),
  options: z.array(productOptionRecordSchema),
})
export type ProductOptionGroup = z.infer<typeof productOptionGroupRecordSchema>

export const productSchema = recordMetaSchema.extend({
  subCategoryId: z.number().int(),
  /** Read-only: names of where it sits, for lists. */
  subCategoryName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  price: moneySchema,
  compareAtPrice: moneySchema.nullable(),
  imageUrl: z.string(),
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  preparationMinutes: z.number().int(),
  branchIds: z.array(z.number().int()),
  optionGroups: z.array(productOptionGroupRecordSchema),
  sortOrder: z.number().int(),
})
export type Product = z.infer<typeof productSchema>

/** `?minPrice=2.00&maxPrice=10.00`: both bounds included. */
const queryMoney = (label: string) => money(label).optional()

export const productFiltersSchema = z.object({
  categoryId: queryId('Category').optional(),
  subCategoryId: queryId('Sub-category').optional(),
  isAvailable: queryBoolean('Available').optional(),
  isFeatured: queryBoolean('Featured').optional(),
  branchId: queryId('Branch').optional(),
  minPrice: queryMoney('Minimum price'),
  maxPrice: queryMoney('Maximum price'),
})

export const productResource = defineResource({
  name: 'product',
  path: '/product',
  key: 'product',
  record: productSchema,
  input: productInputSchema,
  filters: productFiltersSchema,
  sortable: ['name', 'price', 'sortOrder', 'createdAt', 'updatedAt', 'subCategoryName'],
  searchable: ['name', 'nameAr'],
  businessRules: {
    write: 'The sub-category or a branch does not exist (Errors names the field).',
  },
})
