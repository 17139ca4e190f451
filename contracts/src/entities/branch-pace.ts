/**
 * A branch runs its menu and its pace: an item (or one option of it) taken
 * off at one branch for a while ("86"), busy mode (more preparation time for
 * a while) and a pause that resumes by itself. Every "until" is read when the
 * branch is read: once it has passed, the item is back, the extra minutes are
 * gone and the branch accepts orders again, with no job to flip them.
 */
import { z } from 'zod'
import { instant, instantSchema, optionalText, ref } from '../fields'
import { clockTime } from '../time-zone'

/** `until` of an item taken off: the branch's closing time today on the business's clock. */
export const END_OF_DAY = 'end_of_day'

/** The extra minutes busy mode may add to a branch's preparation time. */
export const PACE_EXTRA_MINUTES = [0, 10, 20, 30, 45, 60] as const

/** How long a delivery may be on the road before the board shows it late, unless the branch says. */
export const DEFAULT_MAX_DELIVERY_MINUTES = 40

export const BRANCH_PACE_MESSAGES = {
  untilPast: 'Until must be a time still to come.',
  /** "Beef Shawarma is not available at Beirut - Hamra until 11:00 PM" */
  itemOff: (item: string, branch: string, until: string | null) =>
    `${item} is not available at ${branch} ${until ? `until ${clockTime(until)}` : 'until it is switched back'}`,
  /** What the phone order shows on an item taken off. */
  backAt: (until: string | null) =>
    until ? `Back at ${clockTime(until)}` : 'Off until switched back',
  busy: (extraMinutes: number, until: string | null) =>
    `Busy +${extraMinutes} min${until ? ` until ${clockTime(until)}` : ''}`,
  pausedUntil: (until: string | null) => (until ? `Paused until ${clockTime(until)}` : 'Paused'),
  /** The toast once a pause is saved: "Beirut - Hamra is paused until 9:45 PM." */
  branchPaused: (branch: string, until: string | null) =>
    `${branch} is paused${until ? ` until ${clockTime(until)}` : ''}.`,
  /** The phone order's promised time: "Ready by 9:45 PM (busy +20 min)". */
  promised: (at: string, delivery: boolean, busyMinutes: number) =>
    `${delivery ? 'At the door by' : 'Ready by'} ${clockTime(at)}${busyMinutes ? ` (busy +${busyMinutes} min)` : ''}`,
  /** The palette's "86 …" done: "Beef Shawarma is off at Beirut - Hamra until switched back." */
  itemSwitchedOff: (item: string, branch: string) =>
    `${item} is off at ${branch} until switched back.`,
  /** The palette's "back …" done: "Beef Shawarma is back at Beirut - Hamra." */
  itemBack: (item: string, branch: string) => `${item} is back at ${branch}.`,
  notSold: 'The branch does not sell this item.',
  optionUnknown: 'The product has no such option.',
} as const

/** "Fries (Large)": an option by its product, as lists and refusals name it. */
export const offItemName = (product: string, option: string | null) =>
  option ? `${product} (${option})` : product

/** One item (a product, or one option of it) off at a branch now. */
export const offItemSchema = z.object({
  productId: z.number().int(),
  /** null: the whole product. */
  optionId: z.number().int().nullable(),
  /** "Beef Shawarma", or "Fries (Large)" for an option. */
  name: z.string(),
  /** When it comes back by itself; null: when someone switches it back. */
  until: instantSchema.nullable(),
  reason: z.string(),
  at: instantSchema,
  byName: z.string(),
})
export type OffItem = z.infer<typeof offItemSchema>

/**
 * `GET /branch/:id/availability`: what is off at the branch now, the newest
 * first, and what the branch sells (by name, with each product's options),
 * so its Items panel needs no other read.
 */
export const branchAvailabilitySchema = z.object({
  branchId: z.number().int(),
  items: z.array(offItemSchema),
  sold: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      options: z.array(z.object({ optionId: z.number().int(), name: z.string() })),
    }),
  ),
})
export type BranchAvailability = z.infer<typeof branchAvailabilitySchema>

/**
 * How long something taken off lasts (an item, busy mode, a pause): an
 * instant, or END_OF_DAY (the branch's closing time today).
 */
export const untilSchema = z.union([z.literal(END_OF_DAY), instant('Until')], {
  error: 'Until must be a date and time or end_of_day',
})

/**
 * `PUT /branch/:id/availability`: `available: false` takes the product (or,
 * with `optionId`, one option) off at the branch until `until` (an instant or
 * END_OF_DAY; none: until switched back); `available: true` puts it back.
 */
export const branchAvailabilityBodySchema = z.strictObject({
  productId: ref('Product'),
  optionId: ref('Option').optional(),
  available: z.boolean({ error: 'Available must be true or false' }),
  until: untilSchema.optional(),
  reason: optionalText('Reason', 200),
})
export type BranchAvailabilityBody = z.input<typeof branchAvailabilityBodySchema>

/** `PUT /branch/:id/pace`: busy mode, `extraMinutes` more preparation time until `until` (none: until set back to 0). */
export const branchPaceBodySchema = z.strictObject({
  extraMinutes: z
    .number({ error: 'Extra minutes must be a number' })
    .refine((n) => (PACE_EXTRA_MINUTES as readonly number[]).includes(n), {
      error: `Extra minutes must be one of ${PACE_EXTRA_MINUTES.join(', ')}`,
    }),
  until: untilSchema.optional(),
})
export type BranchPaceBody = z.input<typeof branchPaceBodySchema>

/** The fields of a branch's pace, as the board and the menu read them now. */
export const branchPaceShape = {
  /** Busy mode's extra minutes now (0 when not busy or once `busyUntil` has passed). */
  extraMinutes: z.number().int(),
  busyUntil: instantSchema.nullable(),
  /** When a pause resumes by itself; null when paused until switched back (or not paused). */
  pausedUntil: instantSchema.nullable(),
  pauseReason: z.string(),
  /** Open now by its opening hours on the business's clock. */
  openNow: z.boolean(),
  /** A delivery longer than this on the road is late. */
  maxDeliveryMinutes: z.number().int(),
}

/** True while an `until` (null: for good) has not passed at `now`. */
export const stillOn = (until: string | null | undefined, now: number) =>
  until === null || until === undefined || Date.parse(until) > now
