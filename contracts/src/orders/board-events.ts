import { z } from 'zod'
import { boardBranchSchema, boardOrderSchema } from '../entities/order'
import { boardRiderSchema } from '../entities/rider'
import { instantSchema, queryId } from '../fields'
import { anyOf, defineRoute } from '../routes'

/**
 * The Branch Orders board's live channel: Server-Sent Events
 * (`text/event-stream`) on `GET /branch-orders/events`, read with `fetch` so
 * the employee's `Authorization` header goes with it like on every call.
 *
 * Each branch numbers its changes (`sequence`, from 1, per feed). The board's
 * answer (`GET /branch-orders/board`) carries `live`: the feed and each
 * branch's last number at the time of the answer. A board then opens the
 * channel with `feed` and `after` (each branch's last number it has) and
 * receives every change after those, then each change as it happens. A feed
 * it does not know (the server restarted) or a gap the server no longer holds
 * answers one `refresh` event and ends: the board reads itself again and
 * opens the channel anew. A comment line every BOARD_HEARTBEAT_MS shows the
 * connection lives; the server ends a stream after BOARD_STREAM_MAX_MS and
 * the board reopens it where it was.
 */
export const BOARD_EVENTS = {
  /** An order of the board changed, arrived (`order`), or left it (`order: null`). */
  order: 'order',
  /** A branch's pause switch or preparation time changed. */
  branch: 'branch',
  /**
   * A rider of a branch started or ended a shift, was sent out, came back, or
   * was changed; a deleted rider comes as inactive (the pickers drop them).
   */
  rider: 'rider',
  /** Read the board again: the changes since `after` are no longer held. */
  refresh: 'refresh',
  /** The stream is open and has sent what was missed. */
  ready: 'ready',
} as const

/** The server writes a comment line this often, so a board notices a dead connection. */
export const BOARD_HEARTBEAT_MS = 2_000
/** A board that hears nothing for this long counts the connection as lost (and reconnects). */
export const BOARD_SILENCE_MS = 4_500
/**
 * A stream lasts at most this long; the board reopens it from its last
 * numbers (nothing is missed). Short, so a stream whose reader went away
 * without the server noticing (a dev proxy that does not pass the close on)
 * holds its connection for seconds, not minutes.
 */
export const BOARD_STREAM_MAX_MS = 25_000
/** How many of each branch's latest changes the server holds for boards that reconnect. */
export const BOARD_EVENTS_HELD = 500

/** Each branch's last change number, as `"branchId:sequence,…"` (the `after` query). */
const cursorPattern = /^\d{1,10}:\d{1,12}(,\d{1,10}:\d{1,12})*$/

export const boardEventsQuerySchema = z.object({
  branchId: queryId('Branch').optional(),
  /** The feed the numbers belong to (`live.feed` of the board's answer). */
  feed: z.string().min(1).max(64).optional(),
  /** Each branch's last change number the board has, e.g. `1:42,2:17`. */
  after: z
    .string()
    .regex(cursorPattern, { error: 'After must read branchId:sequence, comma-separated' })
    .optional(),
})
export type BoardEventsQuery = z.input<typeof boardEventsQuerySchema>

const change = {
  feed: z.string(),
  branchId: z.number().int(),
  sequence: z.number().int().positive(),
  /** The server's clock when the change happened. */
  at: instantSchema,
}
export const boardOrderEventSchema = z.object({
  ...change,
  orderId: z.number().int(),
  /** The card as the board shows it; null when the order left the active statuses. */
  order: boardOrderSchema.nullable(),
})
export type BoardOrderEvent = z.infer<typeof boardOrderEventSchema>
export const boardBranchEventSchema = z.object({ ...change, branch: boardBranchSchema })
export type BoardBranchEvent = z.infer<typeof boardBranchEventSchema>
/** A rider as the board's picker shows them, after any change (`rider.branchId` is the event's branch). */
export const boardRiderEventSchema = z.object({ ...change, rider: boardRiderSchema })
export type BoardRiderEvent = z.infer<typeof boardRiderEventSchema>
export const boardRefreshEventSchema = z.object({ feed: z.string() })
export const boardReadyEventSchema = z.object({ feed: z.string(), serverTime: instantSchema })

/** Parses `"1:42,2:17"` (the `after` query). */
export function parseBoardCursor(after: string | undefined): Map<number, number> {
  const out = new Map<number, number>()
  for (const pair of after ? after.split(',') : []) {
    const [branch, sequence] = pair.split(':').map(Number)
    out.set(branch!, sequence!)
  }
  return out
}

/** Writes each branch's last change number as the `after` query. */
export const formatBoardCursor = (sequences: Record<string, number> | Map<number, number>) =>
  (sequences instanceof Map ? [...sequences] : Object.entries(sequences))
    .map(([branch, sequence]) => `${branch}:${sequence}`)
    .join(',')

/**
 * `GET /branch-orders/events`: the live channel (documented in openapi.json as
 * `text/event-stream`; not one of API_ROUTES, whose answers are JSON). The
 * same access as the board: branch-orders View, the employee's branches,
 * another branch a 404.
 */
export const boardEventsRoute = {
  name: 'streamBranchOrdersEvents',
  ...defineRoute({
    method: 'GET',
    path: '/branch-orders/events',
    summary: 'The Branch Orders board’s live changes (Server-Sent Events)',
    auth: true,
    permission: anyOf({ key: 'branch-orders', action: 'View' }),
    scope: { branch: 'branchId' },
    query: boardEventsQuerySchema,
    refusals: { 404: "The branch is not one of the employee's branches." },
    response: z.string(),
  }),
}
