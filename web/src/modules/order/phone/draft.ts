import {
  PHONE_ORDER_LINE_RULES,
  PHONE_PATTERN,
  paymentWords,
  phoneOrderBodySchema,
  phoneOrderLineSchema,
  phoneOrderQuoteBodySchema,
  readWholeNumber,
} from 'contracts'
import type { PaymentMethod, PhoneOrderBody } from 'contracts'
import { newIdempotencyKey } from '../../../lib/api/sendOnce'
import { messages, say } from '../../../lib/i18n'
import { formatUsd } from '../../../lib/i18n/money'
import en from './messages.en.json'

const m = messages(en)

/** One line as typed: the product, how many, its options by id, a note; its name for the screen. */
export interface DraftLine {
  productId: number
  name: string
  /** How many; the text as typed when it is not a whole number, kept so the box still shows it. */
  quantity: number | string
  optionIds: number[]
  /** The chosen options in words ("Large, Extra garlic"), as they were chosen. */
  optionNames: string
  notes: string
}

/** Everything typed for an order taken by phone (the form's values). */
export interface Draft {
  /** The order's Idempotency-Key: one per draft, kept through reloads and retries. */
  key: string
  phone: string
  /** The known customer of the phone, once found. */
  customerId?: number | undefined
  firstName: string
  lastName: string
  fulfilment: 'delivery' | 'pickup'
  /** A saved address of the customer by its place in their list; null = a new address. */
  addressIndex: number | null
  address: { area: string; street: string; building: string; floor: string; notes: string }
  branchId?: number | undefined
  lines: DraftLine[]
  couponCode: string
  redeemPoints: number | null
  useWallet: boolean
  paymentMethod: PaymentMethod
  scheduledFor: string | null
  notes: string
}

export const newDraft = (): Draft => ({
  key: newIdempotencyKey(),
  phone: '',
  customerId: undefined,
  firstName: '',
  lastName: '',
  fulfilment: 'delivery',
  addressIndex: null,
  address: { area: '', street: '', building: '', floor: '', notes: '' },
  branchId: undefined,
  lines: [],
  couponCode: '',
  redeemPoints: null,
  useWallet: false,
  paymentMethod: 'cash',
  scheduledFor: null,
  notes: '',
})

/** Where the draft is kept until it is placed or discarded: this tab's sessionStorage. */
export const DRAFT_STORAGE_KEY = 'phone-order-draft'

export function loadDraft(storage: Storage = sessionStorage): Draft {
  try {
    const text = storage.getItem(DRAFT_STORAGE_KEY)
    if (text) {
      const saved = JSON.parse(text) as Partial<Draft>
      if (typeof saved.key === 'string') return { ...newDraft(), ...saved }
    }
  } catch {
    // A draft that cannot be read is no draft.
  }
  return newDraft()
}

export function saveDraft(draft: Draft, storage: Storage = sessionStorage) {
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or off: the draft lives in the page only.
  }
}

export const discardDraft = (storage: Storage = sessionStorage) =>
  storage.removeItem(DRAFT_STORAGE_KEY)

/** Something worth asking about before leaving: a phone or a line typed. */
export const isStarted = (d: Draft) => d.phone.trim() !== '' || d.lines.length > 0

/** The body of `POST /order` (and its quote) as the draft says it now. */
export function bodyOf(d: Draft): Record<string, unknown> {
  const known = d.customerId !== undefined
  const newCustomer =
    !known && PHONE_PATTERN.test(d.phone) && (d.firstName.trim() || d.lastName.trim())
      ? { firstName: d.firstName, lastName: d.lastName, phone: d.phone }
      : undefined
  const delivery = d.fulfilment === 'delivery'
  const saved = delivery && known && d.addressIndex !== null
  return {
    ...(known ? { customerId: d.customerId } : {}),
    ...(newCustomer ? { customer: newCustomer } : {}),
    branchId: d.branchId,
    fulfilment: d.fulfilment,
    ...(saved ? { addressIndex: d.addressIndex } : {}),
    ...(delivery && !saved ? { address: d.address } : {}),
    items: d.lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      optionIds: l.optionIds,
      notes: l.notes,
    })),
    ...(d.couponCode.trim() ? { couponCode: d.couponCode } : {}),
    redeemPoints: d.redeemPoints ?? 0,
    useWallet: d.useWallet,
    paymentMethod: d.paymentMethod,
    scheduledFor: d.scheduledFor,
    notes: d.notes,
  }
}

/** A quantity box's text → the line's quantity: a whole number, or the text kept as typed. */
export function lineQuantity(text: string): number | string {
  const reading = readWholeNumber(text, { negative: true })
  return reading.ok ? reading.value : text
}

/** Why a line's quantity cannot be sent, in words ("At most 99 of one item per line"). */
export function quantityProblem(quantity: number | string): string | undefined {
  if (typeof quantity === 'string') return say(PHONE_ORDER_LINE_RULES.quantityWhole)
  const parsed = phoneOrderLineSchema.shape.quantity.safeParse(quantity)
  return parsed.success ? undefined : say(parsed.error.issues[0]!.message)
}

/** The draft's quote body when it is complete enough to price (else undefined). */
export function quoteBodyOf(d: Draft) {
  const parsed = phoneOrderQuoteBodySchema.safeParse(bodyOf(d))
  return parsed.success ? (bodyOf(d) as PhoneOrderBody) : undefined
}

/** What keeps the draft from being priced, in words; undefined when it can be. */
export function whyNoTotals(d: Draft): string | undefined {
  if (d.branchId === undefined) return m.noBranchTotals()
  if (!d.lines.length) return m.noItemTotals()
  const parsed = phoneOrderQuoteBodySchema.safeParse(bodyOf(d))
  if (parsed.success) return undefined
  const issue = parsed.error.issues[0]!
  const [head, index] = issue.path
  const line = head === 'items' && typeof index === 'number' ? d.lines[index] : undefined
  const problem = say(issue.message)
  return line ? m.noTotalsLine({ line: line.name, problem }) : m.noTotals({ problem })
}

/** The body to place, or the first thing still missing, in the contract's words. */
export function placeBodyOf(
  d: Draft,
): { ok: true; body: PhoneOrderBody } | { ok: false; field: string; message: string } {
  const parsed = phoneOrderBodySchema.safeParse(bodyOf(d))
  if (parsed.success) return { ok: true, body: bodyOf(d) as PhoneOrderBody }
  const issue = parsed.error.issues[0]!
  return { ok: false, field: issue.path.join('.'), message: issue.message }
}

/**
 * What Place order asks before it sends: the total, for whom, where, and how it
 * is paid, the wallet part apart from the cash ("$16.50 for Rima Haddad, at
 * Beirut - Hamra, paid $5.00 from the wallet, $11.50 in cash.").
 */
export function placeQuestion(p: {
  total: string
  who: string
  branch: string | undefined
  paymentMethod: PaymentMethod
  walletAmountUsed: string | undefined
}): string {
  const paid = say(
    paymentWords({
      paymentMethod: p.paymentMethod,
      total: p.total,
      walletAmountUsed: p.walletAmountUsed,
    }),
  )
  return m.placeQuestion({
    total: formatUsd(p.total),
    who: p.who,
    branch: p.branch ?? m.theBranch(),
    paid,
  })
}
