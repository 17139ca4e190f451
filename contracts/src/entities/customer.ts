import { z } from 'zod'
import { ageOn } from '../dates'
import { dataEnvelope } from '../envelope'
import {
  calendarDate,
  decimal,
  instantSchema,
  isoDateSchema,
  moneySchema,
  optionalEmail,
  optionalText,
  phone,
  queryBoolean,
  queryInstant,
  text,
  whenValid,
} from '../fields'
import { anyOf, defineRoute } from '../routes'
import { defineResource, idParamsSchema, recordMetaSchema, versionSchema } from '../resource'

/** Customers must be over 18 (the terms). */
export const CUSTOMER_MIN_AGE = 18

/** A saved delivery address of a customer. */
export const customerAddressSchema = z.strictObject({
  label: text('Label', 50),
  area: text('Area', 100),
  street: text('Street', 200),
  building: optionalText('Building', 100),
  floor: optionalText('Floor', 20),
  notes: optionalText('Notes', 500),
  lat: decimal('Latitude', -90, 90).nullable().default(null),
  lng: decimal('Longitude', -180, 180).nullable().default(null),
})

/**
 * What an employee may change on a customer (customers sign up in the app, so
 * there is no create). Blocking has its own calls.
 */
export const customerInputSchema = z
  .strictObject({
    firstName: text('First name', 100),
    lastName: text('Last name', 100),
    phone: phone(),
    email: optionalEmail(),
    dateOfBirth: calendarDate('Date of birth'),
    addresses: z
      .array(customerAddressSchema, { error: 'Addresses must be a list' })
      .max(10, 'A customer has at most 10 addresses')
      .default([]),
  })
  .refine((c) => ageOn(c.dateOfBirth) >= CUSTOMER_MIN_AGE, {
    error: `The customer must be at least ${CUSTOMER_MIN_AGE} years old`,
    path: ['dateOfBirth'],
    ...whenValid('dateOfBirth'),
  })
export type CustomerInput = z.input<typeof customerInputSchema>

export const customerSchema = recordMetaSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  /** null for a customer taken by phone, who has not given it yet. */
  dateOfBirth: isoDateSchema.nullable(),
  addresses: z.array(
    z.object({
      label: z.string(),
      area: z.string(),
      street: z.string(),
      building: z.string(),
      floor: z.string(),
      notes: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
  ),
  isBlocked: z.boolean(),
  /** Why they were blocked; '' when not blocked. */
  blockedReason: z.string(),
  /** When they were blocked; null when not blocked. */
  blockedAt: instantSchema.nullable(),
  /** The employee who blocked them (their name when they did); null when not blocked. */
  blockedById: z.number().int().nullable(),
  blockedByName: z.string().nullable(),
  /** Read-only, derived. */
  ordersCount: z.number().int().nonnegative(),
  totalSpent: moneySchema,
  lastOrderAt: instantSchema.nullable(),
  walletBalance: moneySchema,
  loyaltyPoints: z.number().int(),
})
export type Customer = z.infer<typeof customerSchema>

export const customerFiltersSchema = z.object({
  isBlocked: queryBoolean('Blocked').optional(),
  /** true: a balance above zero; false: an empty wallet. */
  hasWalletBalance: queryBoolean('Has wallet balance').optional(),
  /** Signed up on or after this day (UTC midnight) or instant. */
  signedUpFrom: queryInstant('Signed up from').optional(),
  /** Signed up on or before this day (its whole day) or before this instant. */
  signedUpTo: queryInstant('Signed up to').optional(),
})

export const customerResource = defineResource({
  name: 'customer',
  path: '/customer',
  key: 'customer',
  record: customerSchema,
  input: customerInputSchema,
  filters: customerFiltersSchema,
  sortable: [
    'lastName',
    'firstName',
    'createdAt',
    'ordersCount',
    'totalSpent',
    'lastOrderAt',
    'walletBalance',
    'loyaltyPoints',
  ],
  searchable: ['firstName', 'lastName', 'phone', 'email'],
  operations: ['list', 'get', 'update'],
})

/** Blocking needs a reason; it is kept with who blocked and when. */
export const blockCustomerBodySchema = z.strictObject({
  ...versionSchema.shape,
  reason: text('Reason', 500),
})
export const unblockCustomerBodySchema = z.strictObject(versionSchema.shape)

/** An internal note an employee left on a customer (never shown to the customer). */
export const customerNoteSchema = recordMetaSchema.extend({
  customerId: z.number().int(),
  text: z.string(),
  authorId: z.number().int(),
  authorName: z.string(),
})
export type CustomerNote = z.infer<typeof customerNoteSchema>

export const customerNoteBodySchema = z.strictObject({ text: text('Note', 1000) })
export type CustomerNoteBody = z.input<typeof customerNoteBodySchema>

/** How many notes a customer's drawer shows, newest first. */
export const CUSTOMER_NOTES_SHOWN = 50

export const customerRoutes = {
  blockCustomer: defineRoute({
    method: 'PUT',
    path: '/customer/:id/block',
    summary: 'Block a customer from ordering',
    auth: true,
    permission: anyOf({ key: 'customer', action: 'Update' }),
    params: idParamsSchema,
    body: blockCustomerBodySchema,
    response: dataEnvelope(customerSchema),
  }),
  unblockCustomer: defineRoute({
    method: 'PUT',
    path: '/customer/:id/unblock',
    summary: 'Let a blocked customer order again',
    auth: true,
    permission: anyOf({ key: 'customer', action: 'Update' }),
    params: idParamsSchema,
    body: unblockCustomerBodySchema,
    response: dataEnvelope(customerSchema),
  }),
  /** The customer's internal notes, newest first (at most CUSTOMER_NOTES_SHOWN). */
  listCustomerNotes: defineRoute({
    method: 'GET',
    path: '/customer/:id/notes',
    summary: "Read a customer's internal notes, newest first",
    auth: true,
    permission: anyOf({ key: 'customer', action: 'View' }),
    params: idParamsSchema,
    response: dataEnvelope(z.array(customerNoteSchema)),
  }),
  /** Leaves an internal note; the author and time are the server's. */
  addCustomerNote: defineRoute({
    method: 'POST',
    path: '/customer/:id/notes',
    summary: 'Leave an internal note on a customer',
    auth: true,
    permission: anyOf({ key: 'customer', action: 'Update' }),
    successStatus: 201,
    params: idParamsSchema,
    body: customerNoteBodySchema,
    response: dataEnvelope(customerNoteSchema),
  }),
}
