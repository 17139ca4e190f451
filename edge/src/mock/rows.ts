import type { Language, PermissionEntry, RiderSettlement, RiderVehicle } from 'contracts'

/** Fields every stored record has (docs/requirements.md#the-domain). */
export interface RecordMeta {
  id: number
  createdAt: string
  updatedAt: string
  version: number
}

export type Row = RecordMeta & Record<string, unknown>

export interface EmployeeRow extends RecordMeta {
  firstName: string
  lastName: string
  email: string
  phone: string
  roleId: number
  branchIds: number[]
  isActive: boolean
  lastLoginAt: string | null
}

export interface RoleRow extends RecordMeta {
  name: string
  description: string
  permissions: PermissionEntry[]
}

/**
 * A rider as stored. `onShift`, `shiftStartedAt` and `cashHeld` are kept on
 * the row (cashHeld grows when a cash order they carry is delivered and goes
 * back to 0.00 at a settlement); `activeOrders`, `deliveriesToday` and the
 * branch name are derived from the orders when presented (rider/dispatch.ts).
 */
export interface RiderRow extends RecordMeta {
  name: string
  phone: string
  branchId: number
  vehicle: RiderVehicle
  isActive: boolean
  onShift: boolean
  shiftStartedAt: string | null
  /** Money string, e.g. "42.50". */
  cashHeld: string
  /** The pounds the rider holds (absent: none); `cashHeld` is the dollars. */
  cashHeldLbp?: number
}

/** One settlement, as the API returns it (riderSettlementSchema). */
/** What a settlement counted in each currency, and its void: absent on rows from before both (presentSettlement fills them). */
type SettlementInBoth =
  | 'expectedUsd'
  | 'expectedLbp'
  | 'countedUsd'
  | 'countedLbp'
  | 'differenceUsd'
  | 'differenceLbp'
  | 'lbpPerUsd'
  | 'voidedAt'
  | 'voidedBy'
  | 'voidReason'
export type RiderSettlementRow = Omit<RiderSettlement, SettlementInBoth> &
  Partial<Pick<RiderSettlement, SettlementInBoth>>

/** Internal tables: never listed by the API. */
/** What an employee chose for themself (PUT /employee/me/preferences); none yet: English. */
export interface PreferenceRow {
  employeeId: number
  language: Language
}
export interface CredentialRow {
  employeeId: number
  passwordHash: string
}
export interface SessionRow {
  employeeId: number
  expiresAt: number
}
export interface ResetTokenRow {
  employeeId: number
  expiresAt: number
}
export interface OutboxRow {
  id: number
  to: string
  subject: string
  text: string
  link: string
  sentAt: string
}

/** Table names of the entities the mock's own code reads directly. */
export const TABLE = {
  employee: 'employee',
  role: 'role',
  branch: 'branch',
  category: 'category',
  subcategory: 'subcategory',
  product: 'product',
  rejection: 'rejection',
  deliveryCharge: 'deliveryCharge',
  banner: 'banner',
  coupon: 'coupon',
  notification: 'notification',
  conversionRate: 'conversionRate',
  customer: 'customer',
  order: 'order',
  walletTransaction: 'walletTransaction',
  loyaltyPoint: 'loyaltyPoint',
  /** Riders (RiderRow): `cashHeld` is what they owe the branch now. */
  rider: 'rider',
  /** Cash settlements of riders (RiderSettlementRow), an immutable ledger. */
  riderSettlement: 'riderSettlement',
  /** Shift closes with their frozen reports (actions/reports.ts). */
  shiftClose: 'shiftClose',
  /** The items off at each branch now (actions/branch-pace.ts), keyed by branch id. */
  branchAvailability: 'branchAvailability',
  /** Dollar rates (LBP per USD), each in force from its effectiveFrom (money/rates.ts). */
  currencyRate: 'currencyRate',
  /** The one settings record (id 1): VAT, LBP rounding, largest cash difference. */
  settings: 'settings',
} as const

/** Table names of the internal state. */
export const INTERNAL = {
  credential: 'credential',
  preference: 'preference',
  session: 'session',
  resetToken: 'resetToken',
  outbox: 'outbox',
  /** How far new orders have arrived (arrivals.ts). */
  arrivals: 'arrivals',
  /** The first answer of each Idempotency-Key (idempotency.ts). */
  idempotencyKey: 'idempotencyKey',
} as const
