import { z } from 'zod'
import { decimal, flag, integer, phone, queryBoolean, text } from '../fields'
import type { PermissionEntry } from '../permissions'
import { defineResource, recordMetaSchema } from '../resource'
import { permits } from '../routes'
import type { Grant } from '../routes'
import { DEFAULT_MAX_DELIVERY_MINUTES } from './branch-pace'
import { WEEKDAYS, openingHoursSchema } from './opening-hours'

export const branchInputSchema = z.strictObject({
  name: text('Name', 100),
  nameAr: text('Arabic name', 100),
  phone: phone(),
  area: text('Area', 100),
  address: text('Address', 300),
  lat: decimal('Latitude', -90, 90),
  lng: decimal('Longitude', -180, 180),
  /** One entry per weekday, Monday first; local time in Asia/Beirut. */
  openingHours: openingHoursSchema,
  deliveryRadiusKm: decimal('Delivery radius', 0, 100),
  preparationMinutes: integer('Preparation time', 0, 600),
  /** A delivery longer than this on the road shows late on the board. */
  maxDeliveryMinutes: integer('Longest delivery', 1, 600).default(DEFAULT_MAX_DELIVERY_MINUTES),
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
    z.object({
      day: z.enum(WEEKDAYS),
      closed: z.boolean(),
      ranges: z.array(z.object({ open: z.string(), close: z.string() })),
    }),
  ),
  deliveryRadiusKm: z.number(),
  preparationMinutes: z.number().int(),
  maxDeliveryMinutes: z.number().int(),
  isActive: z.boolean(),
  acceptingOrders: z.boolean(),
  /** Employees who work at the branch by name (not those who work at all branches). */
  employeesCount: z.number().int(),
})
export type Branch = z.infer<typeof branchSchema>

export const branchFiltersSchema = z.object({
  isActive: queryBoolean('Active').optional(),
  acceptingOrders: queryBoolean('Accepting orders').optional(),
})

/**
 * Who may list branches without branch View: product editors, who pick the
 * branches a product is sold in, and delivery-charge editors, who pick the
 * branch a charge belongs to, and banner editors, who pick the branches a
 * banner shows in; and those whose screens are about one of their branches
 * (the dashboard with order View, the board, the reports), who choose it by
 * name among the session's `branchIds`. The list only; a branch's own record
 * and its changes still need branch permissions.
 */
export const BRANCH_LIST_ALSO: readonly Grant[] = [
  { key: 'order', action: 'View' },
  { key: 'branch-orders', action: 'View' },
  { key: 'report', action: 'View' },
  { key: 'product', action: 'Add' },
  { key: 'product', action: 'Update' },
  { key: 'delivery-charge', action: 'Add' },
  { key: 'delivery-charge', action: 'Update' },
  { key: 'employee', action: 'Add' },
  { key: 'employee', action: 'Update' },
  { key: 'banner', action: 'Add' },
  { key: 'banner', action: 'Update' },
  // A cash recharge names the branch whose drawer took it.
  { key: 'wallets', action: 'Add' },
]

export const branchResource = defineResource({
  listAlso: BRANCH_LIST_ALSO,
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
 * True when the entries may list branches: branch View, or adding/updating products,
 * delivery charges, employees or banners, or viewing orders, the board or the reports.
 */
export const canListBranches = (entries: readonly PermissionEntry[]) =>
  permits(entries, branchResource.routes.list.permission!)
