import { z } from 'zod'
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants'

/** Every failure: `{ ErrorMessage, Errors? }` (docs/requirements.md#api-conventions). */
export const errorSchema = z.object({
  ErrorMessage: z.string(),
  Errors: z.record(z.string(), z.string()).optional(),
})
export type ApiError = z.infer<typeof errorSchema>

/** A single record or value: `{ Data }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ Data: data })

/** A page of a list: `{ Data, TotalCount, Page, PageSize }`. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    Data: z.array(item),
    TotalCount: z.number().int().nonnegative(),
    Page: z.number().int().positive(),
    PageSize: z.number().int().positive(),
  })

/** Query of every list: paging, `sort=field:asc|desc`, free-text search. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]*:(asc|desc)$/, 'Sort must look like field:asc or field:desc')
    .optional(),
  search: z.string().max(200).optional(),
})
export type ListQuery = z.infer<typeof listQuerySchema>

/**
 * `search=` of a list that looks in `fields`: split into words on whitespace,
 * case-insensitive; a row matches when every word is found in at least one of
 * the fields, each word maybe in a different one ("Lara Issa" finds first name
 * Lara, last name Issa).
 */
export const searchIn = (fields: readonly string[]) =>
  listQuerySchema.shape.search.describe(searchDescription(fields))

/** What `search=` over `fields` matches, for the API document. */
export const searchDescription = (fields: readonly string[]) =>
  `Every word (split on whitespace, any case) is found in one of ${fields.join(', ')}`

/**
 * `sort=field:asc|desc` limited to the fields a list can sort by
 * ("Sort must be one of name, price with :asc or :desc").
 */
export const sortSchema = (fields: readonly string[]) =>
  z
    .string()
    .max(60, `Sort must be one of ${fields.join(', ')} followed by :asc or :desc`)
    .regex(
      new RegExp(`^(${fields.map((f) => f.replace(/[^A-Za-z0-9]/g, '')).join('|')}):(asc|desc)$`),
      `Sort must be one of ${fields.join(', ')} followed by :asc or :desc`,
    )
    .optional()

/** Splits a valid `sort` value; undefined when absent. */
export function parseSort(
  sort: string | undefined,
): { field: string; direction: 'asc' | 'desc' } | undefined {
  if (!sort) return undefined
  const [field = '', direction] = sort.split(':')
  return { field, direction: direction === 'desc' ? 'desc' : 'asc' }
}
