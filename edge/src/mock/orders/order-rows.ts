import {
  ORDER_MESSAGES,
  SETTINGS_DEFAULTS,
  cashDueOf,
  isFinalStatus,
  orderLbpFigures,
} from 'contracts'
import type { PlacedTerms } from 'contracts'
import { branchNames } from '../branches/names'
import { rateAt, settingsOf } from '../money/rates'
import type { AuditChange, LatenessOrder, OrderAcknowledgement } from 'contracts'
import type { OrderRow } from '../rows'
import type { Store } from '../store/store'

/** The rate and settings in force now: what a new order is placed under. */
export function placedTerms(store: Store): PlacedTerms {
  const settings = settingsOf(store)
  return {
    lbpPerUsd: rateAt(store, store.now()),
    lbpRoundingStep: settings.lbpRoundingStep,
    vatPercent: settings.vatPercent,
  }
}

/** The terms an order was placed under: its own, or those of its time for the seed's orders. */
export const termsOf = (store: Store, o: OrderRow): PlacedTerms => ({
  lbpPerUsd: o.lbpPerUsd ?? rateAt(store, Date.parse(o.createdAt)),
  lbpRoundingStep: o.lbpRoundingStep ?? SETTINGS_DEFAULTS.lbpRoundingStep,
  vatPercent: o.vatPercent ?? SETTINGS_DEFAULTS.vatPercent,
})

/**
 * What a status move changed, as its audit event records it: the status, and
 * a rejection's reason or a cancellation's note (`after`: the order moved).
 */
export function moveChanges(from: string, to: string, after: object): AuditChange[] {
  const changes: AuditChange[] = [{ field: 'status', label: 'Status', before: from, after: to }]
  const said = (field: 'rejectionNote' | 'cancellationNote', label: string) => {
    const text = (after as Record<string, unknown>)[field]
    if (typeof text === 'string' && text !== '')
      changes.push({ field, label, before: null, after: text })
  }
  if (to === 'rejected') said('rejectionNote', 'Reason')
  if (to === 'cancelled') said('cancellationNote', 'Note')
  return changes
}

/** The list row of an order (no items or history). */
export function orderSummary(store: Store, o: OrderRow) {
  return {
    id: o.id,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    version: o.version,
    number: o.number,
    customer: o.customer,
    branchId: o.branchId,
    ...branchNames(store, o.branchId),
    fulfilment: o.fulfilment,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    itemsCount: o.items.reduce((n, line) => n + line.quantity, 0),
    total: o.total,
    cashDue: cashDueOf(o),
    ...orderLbpFigures(o, termsOf(store, o)),
    scheduledFor: o.scheduledFor ?? null,
    rider: o.rider ?? null,
    dispatchedAt: o.dispatchedAt ?? null,
    completedAt: isFinalStatus(o.status) ? (o.statusHistory.at(-1)?.at ?? null) : null,
  }
}

/** Who acknowledged the order at the branch board, and when: null until someone does. */
export const acknowledgement = (o: OrderRow): OrderAcknowledgement => ({
  acknowledgedAt: o.acknowledgedAt ?? null,
  acknowledgedById: o.acknowledgedById ?? null,
  acknowledgedByName: o.acknowledgedByName ?? null,
})

const withoutTerms = ({ lbpRoundingStep: _s, vatPercent: _v, ...o }: OrderRow) => o
const withoutPromise = <T extends { readyBy?: unknown }>({ readyBy: _r, ...o }: T) => o

/** The order in full (the order screen). */
export const fullOrder = (store: Store, o: OrderRow) => ({
  ...withoutPromise(withoutTerms(o)),
  promisedAt: o.promisedAt ?? null,
  ...orderSummary(store, o),
  cash: o.cash ?? null,
  ...acknowledgement(o),
  source: o.source ?? 'app',
  placedBy: o.placedBy ?? null,
})

/** When the order entered its current status. */
const statusSince = (o: OrderRow) => o.statusHistory.at(-1)?.at ?? o.createdAt

/** What the one lateness rule (contracts' `lateness`) reads of a stored order. */
export const latenessOf = (o: OrderRow): LatenessOrder => ({
  status: o.status,
  createdAt: o.createdAt,
  scheduledFor: o.scheduledFor ?? null,
  statusSince: statusSince(o),
  rider: o.rider ?? null,
  readyBy: o.readyBy ?? null,
})

/** A card of the Branch Orders board. */
export const boardOrder = (store: Store, o: OrderRow) => ({
  ...orderSummary(store, o),
  statusSince: statusSince(o),
  estimatedReadyAt: o.estimatedReadyAt,
  readyBy: o.readyBy ?? null,
  ...acknowledgement(o),
})

/**
 * The note of the history entry that refunded a paid order: the employee's
 * words, ended as a sentence, then the refund ("Ordered by mistake. Refunded …").
 */
export function withRefundNote(note: string, total: string) {
  const words = note.trim()
  const said = words && !/[.!?…]$/.test(words) ? `${words}.` : words
  return [said, ORDER_MESSAGES.refundedToWallet(total)].filter(Boolean).join(' ')
}

/** When an order accepted at `acceptedAt` should be ready: the branch's preparation time later. */
export const readyEstimate = (acceptedAt: number, preparationMinutes: number) =>
  new Date(acceptedAt + preparationMinutes * 60_000).toISOString()
