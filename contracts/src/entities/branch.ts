import { z } from 'zod'
import {
  decimal,
  flag,
  integer,
  phone,
  queryBoolean,
  text,
  timeOfDay,
  whenValid,
  whenListValid,
} from '../fields'
import { can } from '../permissions'
import type { PermissionEntry } from '../permissions'
import type { Action, ModuleKey } from '../registry'
import { defineResource, recordMetaSchema } from '../resource'

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/**
 * A day's hours. `close` earlier than `open` runs past midnight (18:00–02:00);
 * `closed` days ignore both.
 */
export const openingHoursDaySchema = z
  .strictObject({
    day: z.enum(WEEKDAYS, { error: 'Day must be a weekday name' }),
    open: timeOfDay('Opens at'),
    close: timeOfDay('Closes at'),
    closed: flag('Closed', false),
  })
  .refine((d) => d.closed || d.open !== d.close, {
    error: 'Closes at must differ from opens at',
    path: ['close'],
    ...whenValid('open', 'close', 'closed'),
  })

export const branchInputSchema = z.strictObject({
  name: text('Name', 100),
  nameAr: text('Arabic name', 100),
  phone: phone(),
  area: text('Area', 100),
  address: text('Address', 300),
  lat: decimal('Latitude', -90, 90),
  lng: decimal('Longitude', -180, 180),
  /** One entry per weekday, Monday first. */
  openingHours: z
    .array(openingHoursDaySchema, { error: 'Opening hours must be a list' })
    .length(7, 'Give the hours of all seven days')
    .refine((days) => days.every((d, i) => d.day === WEEKDAYS[i]), {
      error: 'Give the hours of each day once, Monday to Sunday',
      ...whenListValid,
    }),
  deliveryRadiusKm: decimal('Delivery radius', 0, 100),
  preparationMinutes: integer('Preparation time', 0, 600),
  isActive: flag('Active', true),
  /** The pause switch for busy nights. */
  acceptingOrders: flag('Accepting orders', true),
})
export type BranchInput = z.input<typeof branchInputSchema>

export const branchSchema = recordMetaSchema.extend({
  name: z.string(),
  nameAr: z.string(),
  phone: z.string(),
  area: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  openingHours: z.array(
    z.object({ day: z.enum(WEEKDAYS), open: z.string(), close: z.string(), closed: z.boolean() }),
  ),
  deliveryRadiusKm: z.number(),
  preparationMinutes: z.number().int(),
  isActive: z.boolean(),
  acceptingOrders: z.boolean(),
})
export type Branch = z.infer<typeof branchSchema>

export const branchFiltersSchema = z.object({
  isActive: queryBoolean('Active').optional(),
  acceptingOrders: queryBoolean('Accepting orders').optional(),
})

export const branchResource = defineResource({
  name: 'branch',
  path: '/branch',
  key: 'branch',
  record: branchSchema,
  input: branchInputSchema,
  filters: branchFiltersSchema,
  sortable: ['name', 'area', 'createdAt', 'updatedAt'],
  searchable: ['name', 'nameAr', 'area', 'phone'],
  businessRules: {
    remove: 'Employees, delivery charges or orders still belong to the branch.',
  },
})

/**
 * Who may list branches without branch View: product editors, who pick the
 * branches a product is sold in, and delivery-charge editors, who pick the
 * branch a charge belongs to, and banner editors, who pick the branches a
 * banner shows in. The list only; a branch's own record and its
 * changes still need branch permissions.
 */
export const BRANCH_LIST_ALSO: readonly { key: ModuleKey; action: Action }[] = [
  { key: 'product', action: 'Add' },
  { key: 'product', action: 'Update' },
  { key: 'delivery-charge', action: 'Add' },
  { key: 'delivery-charge', action: 'Update' },
  { key: 'banner', action: 'Add' },
  { key: 'banner', action: 'Update' },
]

/** True when the entries may list branches: branch View, or adding/updating products, delivery charges or banners. */
export const canListBranches = (entries: readonly PermissionEntry[]) =>
  can(entries, 'branch') || BRANCH_LIST_ALSO.some((p) => can(entries, p.key, p.action))
