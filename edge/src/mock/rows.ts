import type { PermissionEntry } from 'contracts'

/** Fields every stored record has (DESIGN §5). */
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

/** Internal tables: never listed by the API. */
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
  /** Shift closes with their frozen reports (actions/reports.ts). */
  shiftClose: 'shiftClose',
} as const

/** Table names of the internal state. */
export const INTERNAL = {
  credential: 'credential',
  session: 'session',
  resetToken: 'resetToken',
  outbox: 'outbox',
  /** How far new orders have arrived (arrivals.ts). */
  arrivals: 'arrivals',
  /** The first answer of each Idempotency-Key (idempotency.ts). */
  idempotencyKey: 'idempotencyKey',
} as const
