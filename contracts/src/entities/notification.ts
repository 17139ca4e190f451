import { z } from 'zod'
import {
  instant,
  instantSchema,
  optionalImageUrl,
  queryEnum,
  queryInstant,
  refList,
  text,
  whenValid,
} from '../fields'
import { anyOf, defineRoute } from '../routes'
import { dataEnvelope, searchDescription } from '../envelope'
import { defineResource, idParamsSchema, recordMetaSchema, versionSchema } from '../resource'
import { linkInputShape, linkRecordShape, withLinkRules } from './link'

export const NOTIFICATION_AUDIENCES = ['all', 'segment', 'customers'] as const
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number]
export const NOTIFICATION_AUDIENCE_LABELS: Record<NotificationAudience, string> = {
  all: 'All customers',
  segment: 'A segment',
  customers: 'Chosen customers',
}

/** Segments a notification can target. */
export const CUSTOMER_SEGMENTS = ['new', 'inactive', 'loyal', 'birthday'] as const
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number]
export const CUSTOMER_SEGMENT_LABELS: Record<CustomerSegment, string> = {
  new: 'New customers (joined in the last 30 days)',
  inactive: 'Inactive customers (no order in 60 days)',
  loyal: 'Loyal customers (10 orders or more)',
  birthday: 'Birthday this month',
}

export const NOTIFICATION_STATUSES = ['scheduled', 'sent', 'cancelled', 'failed'] as const
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  scheduled: 'Scheduled',
  sent: 'Sent',
  cancelled: 'Cancelled',
  failed: 'Failed',
}

const notificationFields = z.strictObject({
  title: text('Title', 100),
  titleAr: text('Arabic title', 100),
  body: text('Message', 500),
  bodyAr: text('Arabic message', 500),
  imageUrl: optionalImageUrl(),
  audience: z.enum(NOTIFICATION_AUDIENCES, { error: 'Audience must be all, segment or customers' }),
  /** Needed when audience is segment. */
  segment: z
    .enum(CUSTOMER_SEGMENTS, { error: `Segment must be one of ${CUSTOMER_SEGMENTS.join(', ')}` })
    .nullable()
    .default(null),
  /** Needed when audience is customers. */
  customerIds: refList('Customers', 1000).default([]),
  ...linkInputShape,
  /** null = send now; a future instant = schedule it. */
  scheduledAt: instant('Scheduled at').nullable().default(null),
})

/**
 * What the notification form sends. Create with `scheduledAt: null` sends it
 * now; with an instant it is scheduled. Only a scheduled one can be edited.
 */
export const notificationInputSchema = withLinkRules(notificationFields)
  .refine((n) => n.audience !== 'segment' || n.segment !== null, {
    error: 'Choose a segment',
    path: ['segment'],
    ...whenValid('audience', 'segment'),
  })
  .refine((n) => n.audience !== 'customers' || n.customerIds.length > 0, {
    error: 'Choose at least one customer',
    path: ['customerIds'],
    ...whenValid('audience', 'customerIds'),
  })
export type NotificationInput = z.input<typeof notificationInputSchema>

export const notificationSchema = recordMetaSchema.extend({
  title: z.string(),
  titleAr: z.string(),
  body: z.string(),
  bodyAr: z.string(),
  imageUrl: z.string(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  segment: z.enum(CUSTOMER_SEGMENTS).nullable(),
  customerIds: z.array(z.number().int()),
  ...linkRecordShape,
  scheduledAt: instantSchema.nullable(),
  /** Read-only. */
  status: z.enum(NOTIFICATION_STATUSES),
  sentAt: instantSchema.nullable(),
  /** Read-only: customers it was sent to (0 until sent). */
  recipients: z.number().int().nonnegative(),
})
export type Notification = z.infer<typeof notificationSchema>

/**
 * When a notification goes out: its send time once sent, else its schedule,
 * else when it was written. The list's date range reads this instant.
 */
export function notificationTime(n: Pick<Notification, 'sentAt' | 'scheduledAt' | 'createdAt'>) {
  return n.sentAt ?? n.scheduledAt ?? n.createdAt
}

export const notificationFiltersSchema = z.object({
  status: queryEnum('Status', NOTIFICATION_STATUSES).optional(),
  audience: queryEnum('Audience', NOTIFICATION_AUDIENCES).optional(),
  /** Sent or scheduled at or after (a date is its UTC midnight). */
  from: queryInstant('From').optional(),
  /** Sent or scheduled before the end of (a date: that whole UTC day). */
  to: queryInstant('To').optional(),
})

export const notificationResource = defineResource({
  name: 'notification',
  label: 'push notification',
  path: '/notification',
  key: 'notification',
  record: notificationSchema,
  input: notificationInputSchema,
  filters: notificationFiltersSchema,
  sortable: ['title', 'scheduledAt', 'sentAt', 'createdAt', 'updatedAt'],
  searchable: ['title', 'titleAr', 'body'],
  businessRules: {
    write:
      'The notification was already sent or cancelled, the schedule is not in the future, or the link target or a customer does not exist.',
  },
})

/** Body of send/cancel: the version the employee saw. */
export const notificationActionBodySchema = z.strictObject(versionSchema.shape)

export const notificationRoutes = {
  /** Send a scheduled notification now. */
  sendNotification: defineRoute({
    method: 'POST',
    path: '/notification/:id/send',
    summary: 'Send a scheduled push notification now',
    auth: true,
    permission: anyOf({ key: 'notification', action: 'Update' }),
    params: idParamsSchema,
    body: notificationActionBodySchema,
    refusals: { 422: 'The notification is no longer scheduled (already sent or cancelled).' },
    response: dataEnvelope(notificationSchema),
  }),
  /** Cancel a scheduled notification. */
  cancelNotification: defineRoute({
    method: 'POST',
    path: '/notification/:id/cancel',
    summary: 'Cancel a scheduled push notification',
    auth: true,
    permission: anyOf({ key: 'notification', action: 'Update' }),
    params: idParamsSchema,
    body: notificationActionBodySchema,
    refusals: { 422: 'The notification is no longer scheduled (already sent or cancelled).' },
    response: dataEnvelope(notificationSchema),
  }),
}

/** How many customers each audience reaches now (blocked customers get nothing). */
export const notificationAudienceSizesSchema = z.object({
  all: z.number().int().nonnegative(),
  segments: z.record(z.enum(CUSTOMER_SEGMENTS), z.number().int().nonnegative()),
})
export type NotificationAudienceSizes = z.infer<typeof notificationAudienceSizesSchema>

/** A customer as the composer offers them: name and phone, nothing else of their record. */
export const notificationCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
})
export type NotificationCustomer = z.infer<typeof notificationCustomerSchema>

/** How many customers one search of the composer answers with. */
export const NOTIFICATION_CUSTOMER_MATCHES = 10

export const notificationCustomerQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .describe(searchDescription(['name', 'phone'])),
})

/**
 * The composer's calls: audience sizes (`GET /notification/audiences`) and the
 * customers it can be sent to (`GET /notification/customers?search=`), open to
 * whoever may add a notification without the customer module: names and phones only.
 */
export const notificationAudienceRoutes = {
  countNotificationAudiences: defineRoute({
    method: 'GET',
    path: '/notification/audiences',
    summary: 'How many customers each push-notification audience reaches now',
    auth: true,
    permission: anyOf({ key: 'notification', action: 'View' }),
    response: dataEnvelope(notificationAudienceSizesSchema),
  }),
  findNotificationCustomers: defineRoute({
    method: 'GET',
    path: '/notification/customers',
    summary: 'The first 10 customers (not blocked) whose name or phone matches, for the composer',
    auth: true,
    permission: anyOf({ key: 'notification', action: 'Add' }),
    query: notificationCustomerQuerySchema,
    response: z.object({
      Data: z.array(notificationCustomerSchema),
      TotalCount: z.number().int(),
    }),
  }),
}
