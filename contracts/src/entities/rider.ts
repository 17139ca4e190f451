import { z } from 'zod'
import { confirmLargeDifferenceShape } from '../cash-count'
import { bothCurrencies, lbp, lbpSchema, signedLbpSchema } from '../lbp'
import { dataEnvelope, listEnvelope, listQuerySchema } from '../envelope'
import {
  flag,
  instantSchema,
  money,
  moneySchema,
  optionalText,
  phone,
  queryBoolean,
  queryId,
  ref,
  signedMoneySchema,
  text,
} from '../fields'
import { defineResource, idParamsSchema, recordMetaSchema } from '../resource'
import { anyOf, defineRoute } from '../routes'

/**
 * Riders: who takes a delivery order out (docs/requirements.md#riders-and-dispatch). A rider belongs to one
 * branch, starts and ends shifts, carries orders on the road, and holds the
 * cash of the cash orders they delivered until a settlement records that
 * they handed it over.
 */

export const RIDER_VEHICLES = ['motorbike', 'car', 'bicycle', 'on_foot'] as const
export type RiderVehicle = (typeof RIDER_VEHICLES)[number]
export const RIDER_VEHICLE_LABELS: Record<RiderVehicle, string> = {
  motorbike: 'Motorbike',
  car: 'Car',
  bicycle: 'Bicycle',
  on_foot: 'On foot',
}

/** Texts about riders, dispatch and settlements that both the mock and the SPA show. */
export const RIDER_MESSAGES = {
  /** 400 Errors.riderId: a delivery order sent out without a rider. */
  riderRequired: 'Choose the rider who takes this order',
  /** 422: dispatch or handover to an inactive rider. */
  riderInactive: (name: string) => `${name} is not active. Choose a rider who is on shift.`,
  /** 422: dispatch or handover to a rider whose shift has not started. */
  riderOffShift: (name: string) =>
    `${name} is not on shift. Start their shift first, or choose a rider who is on shift.`,
  /** 422: dispatch or handover to a rider of another branch. */
  riderOtherBranch: (name: string, branch: string) =>
    `${name} rides for ${branch}, not for this order's branch. Choose one of its riders.`,
  /** 422: a handover to the rider who already has the order. */
  riderSame: (name: string) => `${name} already has this order.`,
  /** 422: a handover of an order that is not on the road. */
  handoverNotOnRoad: 'Only an order out for delivery can be handed to another rider.',
  /** 422: a shift started for an inactive rider. */
  shiftInactive: (name: string) => `${name} is not active: activate them before starting a shift.`,
  /** 422: a shift ended while orders are on the road with the rider. */
  shiftEndWithOrders: (name: string, numbers: readonly string[]) =>
    `${name} still has ${numbers.length === 1 ? 'an order' : 'orders'} on the road: ${numbers.join(', ')}. Mark ${numbers.length === 1 ? 'it' : 'them'} delivered or hand ${numbers.length === 1 ? 'it' : 'them'} to another rider before ending the shift.`,
  /** 422: a rider deleted (or deactivated, or moved to another branch) with orders on the road. */
  busyWithOrders: (name: string, numbers: readonly string[]) =>
    `${name} has ${numbers.length === 1 ? 'an order' : 'orders'} on the road: ${numbers.join(', ')}. Wait until ${numbers.length === 1 ? 'it is' : 'they are'} delivered or hand ${numbers.length === 1 ? 'it' : 'them'} to another rider.`,
  /** 422: a rider deleted while holding cash. */
  /** What the rider holds in each currency: "$12.00 and −45,000 LBP". */
  deleteWithCash: (name: string, usd: string, lbp = 0) =>
    `${name} still holds ${bothCurrencies(usd, lbp)} of cash. Settle it first; deactivating the rider is the usual way to stop them riding.`,
  /** The order's history note when it is sent out. */
  dispatchedWith: (name: string) => `Sent out with ${name}`,
  /** The order's history note and audit sentence of a handover. */
  handedOver: (from: string, to: string) => `Handed over from ${from} to ${to}`,
  /** The rider picker when nobody is on shift at the branch. */
  nobodyOnShift: (branch: string) => `Nobody is on shift at ${branch}.`,
  /** The confirmation of a settlement: "Record that Ali handed over $40.00 and 1,500,000 LBP in cash?" */
  settleConfirm: (name: string, amount: string, amountLbp = 0) =>
    `Record that ${name} handed over ${bothCurrencies(amount, amountLbp)} in cash?`,
  /** 422 Errors.settlementId: a settlement voided already. */
  alreadyVoided: 'This settlement was voided already.',
  /** The confirmation of a void. */
  voidConfirm: (name: string, counted: string) =>
    `Void this settlement? ${name} will hold again the ${counted} it covered, and its orders count as not settled.`,
  /** The audit sentence of a void. */
  voided: (reason: string) => `Settlement voided: ${reason}`,
} as const

/** What the rider form sends. The phone arrives in E.164 (+961…), like every phone field. */
export const riderInputSchema = z.strictObject({
  name: text('Name', 100),
  phone: phone(),
  /** The home branch: the rider takes this branch's orders only. */
  branchId: ref('Branch'),
  vehicle: z.enum(RIDER_VEHICLES, {
    error: `Vehicle must be one of ${RIDER_VEHICLES.join(', ')}`,
  }),
  isActive: flag('Active', true),
})
export type RiderInput = z.input<typeof riderInputSchema>

export const riderSchema = recordMetaSchema.extend({
  name: z.string(),
  phone: z.string(),
  branchId: z.number().int(),
  /** Read-only: the home branch's name, and its Arabic name. */
  branchName: z.string(),
  branchNameAr: z.string(),
  vehicle: z.enum(RIDER_VEHICLES),
  isActive: z.boolean(),
  /** Read-only: `PUT /rider/:id/shift` starts and ends a shift. */
  onShift: z.boolean(),
  /** Read-only: when the current shift started; null off shift. */
  shiftStartedAt: instantSchema.nullable(),
  /** Read-only: orders out for delivery with the rider now. */
  activeOrders: z.number().int().nonnegative(),
  /**
   * Read-only: cash of delivered cash orders not yet settled, both currencies
   * valued in dollars at the rate in force now.
   */
  cashHeld: moneySchema,
  /** Read-only: the dollars and the pounds of it, each as handed over (change given taken off). */
  cashHeldUsd: signedMoneySchema,
  cashHeldLbp: signedLbpSchema,
  /** Read-only: orders the rider delivered today (on the business's clock). */
  deliveriesToday: z.number().int().nonnegative(),
  /**
   * Read-only: average minutes from dispatch to delivered over today's
   * deliveries; null when none today.
   */
  averageDeliveryMinutes: z.number().int().nonnegative().nullable(),
})
export type Rider = z.infer<typeof riderSchema>

export const riderFiltersSchema = z.object({
  branchId: queryId('Branch').optional(),
  isActive: queryBoolean('Active').optional(),
  onShift: queryBoolean('On shift').optional(),
})

/**
 * The rider resource, limited to the employee's branches (`scope`): `GET /rider` (search by name or phone in any form:
 * `03 123 456`, `+961 3 123456`, Arabic-Indic digits), `GET /rider/:id`,
 * `POST /rider`, `PUT /rider/:id`, `DELETE /rider/:id`. A rider outside the
 * employee's branches is a 404 on every route, and is never listed.
 */
export const riderResource = defineResource({
  name: 'rider',
  path: '/rider',
  key: 'rider',
  record: riderSchema,
  input: riderInputSchema,
  filters: riderFiltersSchema,
  sortable: ['name', 'createdAt', 'cashHeld', 'activeOrders'],
  searchable: ['name', 'phone'],
  // Those who send orders out or hand them over may list their branches' riders.
  listAlso: [
    { key: 'order', action: 'Update' },
    { key: 'branch-orders', action: 'Update' },
  ],
  businessRules: {
    write:
      "The branch does not exist or is not one of the employee's branches, or the rider is deactivated or moved to another branch while orders are on the road with them.",
    remove: 'The rider has orders on the road or holds cash not settled yet.',
  },
  scope: 'branchId',
})

/** `PUT /rider/:id/shift`. */
export const riderShiftBodySchema = z.strictObject({
  onShift: z.boolean({ error: 'On shift must be true or false' }),
})
export type RiderShiftBody = z.input<typeof riderShiftBodySchema>

/**
 * `POST /rider/:id/settlements` (Idempotency-Key): the cash the rider handed
 * over, counted in each currency. A difference from what was expected needs a
 * note (400 Errors.note); one past the settings' maxCashDifferenceUsd needs
 * `confirmLargeDifference` (422 Errors.confirmLargeDifference, in words); the
 * server knows what was expected.
 */
export const riderSettlementBodySchema = z.strictObject({
  /** The dollars counted. */
  amount: money('Cash counted'),
  /** The pounds counted: a whole number. */
  amountLbp: lbp('Pounds counted').default(0),
  note: optionalText('Note', 500),
  ...confirmLargeDifferenceShape,
})
export type RiderSettlementBody = z.input<typeof riderSettlementBodySchema>

/**
 * One settlement: a ledger line never edited, only voided (`version` stays 0).
 * Each currency is counted against what the rider held of it; `lbpPerUsd` is
 * the rate in force when it was recorded, at which `expected`, `counted` and
 * `difference` value both currencies in dollars.
 */
export const riderSettlementSchema = recordMetaSchema.extend({
  riderId: z.number().int(),
  riderName: z.string(),
  branchId: z.number().int(),
  /** The rider's cash held when it was recorded, both currencies valued in dollars. */
  expected: moneySchema,
  /** The dollars counted (the body's `amount`). */
  amount: moneySchema,
  /** The dollars and the pounds the rider held, each as handed over to them. */
  expectedUsd: signedMoneySchema,
  expectedLbp: signedLbpSchema,
  /** The dollars and the pounds counted: never below zero (what was handed over). */
  countedUsd: moneySchema,
  countedLbp: lbpSchema,
  /** counted − expected in each currency. */
  differenceUsd: signedMoneySchema,
  differenceLbp: signedLbpSchema,
  /** The rate in force when it was recorded. */
  lbpPerUsd: z.number().int(),
  /** The difference of both currencies valued in dollars at `lbpPerUsd`. */
  difference: signedMoneySchema,
  note: z.string(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  /** The delivered cash orders whose cash it covered (`GET /order?settlementId=` lists them). */
  orderIds: z.array(z.number().int()),
  /** A voided settlement stays listed; its orders' cash is the rider's again. */
  voidedAt: instantSchema.nullable(),
  voidedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  voidReason: z.string().nullable(),
})
export type RiderSettlement = z.infer<typeof riderSettlementSchema>

/** `POST /rider/:id/settlements/:settlementId/void` (Idempotency-Key). */
export const riderSettlementVoidBodySchema = z.strictObject({
  reason: text('Reason', 300),
})
export type RiderSettlementVoidBody = z.input<typeof riderSettlementVoidBodySchema>

/** The path of one settlement of a rider. */
export const riderSettlementParamsSchema = idParamsSchema.extend({
  settlementId: idParamsSchema.shape.id,
})

export const riderSettlementListQuerySchema = listQuerySchema.pick({ page: true, pageSize: true })

/** A rider as the board's picker needs them (the board's answer and its live channel). */
export const boardRiderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  branchId: z.number().int(),
  vehicle: z.enum(RIDER_VEHICLES),
  isActive: z.boolean(),
  onShift: z.boolean(),
  activeOrders: z.number().int().nonnegative(),
})
export type BoardRider = z.infer<typeof boardRiderSchema>

/** Who has an order on the road (the order's `rider`). */
export const orderRiderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
})
export type OrderRider = z.infer<typeof orderRiderSchema>

/** `PUT /order/:id/rider`: hand an order on the road to another rider. */
export const orderRiderBodySchema = z.strictObject({
  riderId: ref('Rider'),
  version: z
    .number({ error: 'Version is required; reload the record and try again' })
    .int('Version must be a whole number')
    .nonnegative('Version must be a whole number'),
})
export type OrderRiderBody = z.input<typeof orderRiderBodySchema>

const outsideBranches = "No such rider among the employee's branches' riders."
/** A rider's branch is theirs: another branch's rider is not found. */
const riderScope = { branch: 'branchId', record: 'rider', refuseBranch: 422 } as const
/** Board staff (branch-orders Update) start and end shifts and settle cash of their branches' riders. */
const BOARD_STAFF = { key: 'branch-orders', action: 'Update' } as const

export const riderRoutes = {
  /** Rider Update, or branch-orders Update for a rider of one of the employee's branches. */
  setRiderShift: defineRoute({
    method: 'PUT',
    path: '/rider/:id/shift',
    summary: "Start or end a rider's shift",
    auth: true,
    permission: anyOf({ key: 'rider', action: 'Update' }, BOARD_STAFF),
    scope: riderScope,
    params: idParamsSchema,
    body: riderShiftBodySchema,
    refusals: {
      404: outsideBranches,
      422: 'Starting the shift of an inactive rider, or ending a shift while orders are on the road with the rider (named).',
    },
    response: dataEnvelope(riderSchema),
  }),
  /** Rider Update, or branch-orders Update for a rider of one of the employee's branches. */
  createRiderSettlement: defineRoute({
    method: 'POST',
    path: '/rider/:id/settlements',
    summary: 'Record the cash a rider handed over (their cash held goes back to 0.00)',
    auth: true,
    permission: anyOf({ key: 'rider', action: 'Update' }, BOARD_STAFF),
    scope: riderScope,
    successStatus: 201,
    idempotent: true,
    params: idParamsSchema,
    body: riderSettlementBodySchema,
    refusals: {
      400: 'The body is not valid, the amount differs from what was expected and no note says why (Errors.note), or the Idempotency-Key header is missing or malformed.',
      404: outsideBranches,
      422: "The difference is past the settings' maxCashDifferenceUsd and `confirmLargeDifference` is not true (Errors.confirmLargeDifference, the difference in words), or the Idempotency-Key was already used for a different request.",
    },
    response: dataEnvelope(riderSettlementSchema),
  }),
  /** Rider Update, or branch-orders Update for a rider of one of the employee's branches. */
  voidRiderSettlement: defineRoute({
    method: 'POST',
    path: '/rider/:id/settlements/:settlementId/void',
    summary:
      'Void a wrong settlement: it stays listed, marked voided; the rider holds again the cash it covered',
    auth: true,
    permission: anyOf({ key: 'rider', action: 'Update' }, BOARD_STAFF),
    scope: riderScope,
    idempotent: true,
    params: riderSettlementParamsSchema,
    body: riderSettlementVoidBodySchema,
    refusals: {
      400: 'The body is not valid (a reason is required), or the Idempotency-Key header is missing or malformed.',
      404: `${outsideBranches} Or no such settlement of the rider.`,
      422: 'The settlement was voided already (Errors.settlementId), or the Idempotency-Key was already used for a different request.',
    },
    response: dataEnvelope(riderSettlementSchema),
  }),
  /** Newest first. Rider View, or branch-orders Update for a rider of one's own branches. */
  listRiderSettlements: defineRoute({
    method: 'GET',
    path: '/rider/:id/settlements',
    summary: "List a rider's cash settlements, newest first",
    auth: true,
    permission: anyOf({ key: 'rider', action: 'View' }, BOARD_STAFF),
    scope: riderScope,
    params: idParamsSchema,
    query: riderSettlementListQuerySchema,
    refusals: { 404: outsideBranches },
    response: listEnvelope(riderSettlementSchema),
  }),
}
