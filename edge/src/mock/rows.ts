import type {
  Banner,
  Branch,
  Category,
  ConversionRate,
  Coupon,
  CurrencyRate,
  Customer,
  CustomerNote,
  DeliveryCharge,
  Employee,
  Language,
  LoyaltyPointEntry,
  Notification,
  Order,
  Product,
  Rejection,
  Rider,
  RiderSettlement,
  Role,
  Settings,
  ShiftClose,
  Subcategory,
  WalletTransaction,
} from 'contracts'
import type { Remembered } from './idempotency'
import type { ClockRow } from './arrivals'
import type { ResetRequestRow } from './auth/resetLimit'
import type { AvailabilityRow } from './branches/pace'
import type { Store } from './store/store'

/** Fields every stored record has (docs/requirements.md#the-domain). */
export interface RecordMeta {
  id: number
  createdAt: string
  updatedAt: string
  version: number
}

export type Row = RecordMeta & Record<string, unknown>

/*
 * Each table's row is its contract record (z.infer of the schema in
 * contracts) without what is derived when it is presented, plus what only the
 * store keeps. One type per table, read by every file that touches it.
 */

/** An employee as stored: role and branch names and the invite flag are read when presented. */
export type EmployeeRow = Omit<
  Employee,
  'roleName' | 'branchNames' | 'branchNamesAr' | 'invitePending'
>

/** A role as stored: how many employees hold it is counted when presented. */
export type RoleRow = Omit<Role, 'employeesCount'>

/**
 * A branch as stored: its employees are counted when presented. Its pace
 * (busy mode, a pause until a time, the longest delivery) may be absent on a
 * branch seeded before them (branches/pace.ts).
 */
export type BranchRow = Omit<Branch, 'employeesCount' | 'maxDeliveryMinutes'> & {
  maxDeliveryMinutes?: number
  /** A pause resumes by itself then; null: when switched back. */
  pausedUntil?: string | null
  pauseReason?: string
  extraMinutes?: number
  busyUntil?: string | null
}

/** A product as stored: where it sits (names of the subcategory and category) is read when presented. */
export type ProductRow = Omit<Product, 'subCategoryName' | 'categoryId' | 'categoryName'>

/** A customer as stored, with their wallet, points and order figures. */
export type CustomerRow = Customer & {
  /** When the wallet last moved (money/ledgers.ts): kept, not presented; null or absent until it does. */
  walletUpdatedAt?: string | null
}

/** A coupon as stored: one from before the fulfilment and happy-hour rules may lack them. */
export type CouponRow = Omit<Coupon, 'fulfilment' | 'happyHour'> &
  Partial<Pick<Coupon, 'fulfilment' | 'happyHour'>>

/** A coupon with the rules a coupon stored before them lacks: any order, any time. */
export const couponWithRules = <T extends CouponRow>(c: T) => ({
  fulfilment: 'any' as const,
  happyHour: null,
  ...c,
})

/** An area's delivery charge as stored: the branch's name is read when presented. */
export type DeliveryChargeRow = Omit<DeliveryCharge, 'branchName' | 'branchNameAr'>

/**
 * A rider as stored. `onShift`, `shiftStartedAt` and `cashHeld` are kept on
 * the row (cashHeld, the dollars, grows when a cash order they carry is
 * delivered and goes back to 0.00 at a settlement); `activeOrders`,
 * `deliveriesToday` and the branch name are derived from the orders when
 * presented (rider/dispatch.ts).
 */
export type RiderRow = Pick<
  Rider,
  | keyof RecordMeta
  | 'name'
  | 'phone'
  | 'branchId'
  | 'vehicle'
  | 'isActive'
  | 'onShift'
  | 'shiftStartedAt'
  | 'cashHeld'
> & {
  /** The pounds the rider holds (absent: none); `cashHeld` is the dollars. */
  cashHeldLbp?: number
}

/** A dollar rate as stored (its `createdAt` is the record's). */
export type CurrencyRateRow = Row & Omit<CurrencyRate, 'createdAt'>

/** The one settings record (id 1) as stored. */
export type SettingsRow = Row & Omit<Settings, 'updatedAt' | 'version'>

/** A shift close as stored: the contract's close with the record's times and version. */
export type ShiftCloseRow = ShiftClose & { createdAt: string; updatedAt: string; version: number }

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

/**
 * What an order's answer works out when it is presented (orders/order-rows.ts'
 * orderSummary): the branch's name, the items counted, the cash due and the
 * pound and VAT figures at the terms it was placed under.
 */
type OrderPresented =
  | 'branchName'
  | 'branchNameAr'
  | 'itemsCount'
  | 'cashDue'
  | 'totalLbp'
  | 'cashDueLbp'
  | 'vatAmount'
  | 'vatAmountLbp'
/**
 * What an order stored before it lacks (the seed's orders lack the terms, the
 * promise, the source and the rider): presented with its default.
 */
type OrderLater =
  | 'couponCode'
  | 'walletAmountUsed'
  | 'scheduledFor'
  | 'rider'
  | 'dispatchedAt'
  | 'source'
  | 'placedBy'
  | 'promisedAt'
  | 'lbpPerUsd'
  | 'lbpRoundingStep'
  | 'cash'
  | 'acknowledgedAt'
  | 'acknowledgedById'
  | 'acknowledgedByName'

/**
 * An order as stored: the contract's Order without what is presented, plus
 * what only the store keeps: when it must be ready (branches/pace.ts'
 * promiseOf, which the lateness rule reads) and the VAT rate it was placed under.
 */
export type OrderRow = Omit<Order, OrderPresented | OrderLater> &
  Partial<Pick<Order, OrderLater>> & {
    readyBy?: string | null
    vatPercent?: string
  }

/** A category as stored: its sub-categories are counted when presented. */
export type CategoryRow = Omit<Category, 'subCategoryCount'>

/** A sub-category as stored: its category's name and its products are read when presented. */
export type SubcategoryRow = Omit<Subcategory, 'categoryName' | 'productCount'>

/** A rejection reason as stored. */
export type RejectionRow = Rejection

/** A banner as stored: the name of what it links to is read when presented. */
export type BannerRow = Omit<Banner, 'linkTargetName'>

/** A notification as stored. */
export type NotificationRow = Notification

/** A points rate as stored. */
export type ConversionRateRow = ConversionRate

/**
 * How a recharge was paid, in pounds or not, and the drawer's branch of one in
 * cash: absent on the seed's lines (presented as null).
 */
type WalletTender = 'tender' | 'amountLbp' | 'lbpPerUsd' | 'branchId'
/**
 * A wallet's ledger line as stored: the customer's, employee's and branch's
 * names are read when presented.
 */
export type WalletTransactionRow = Omit<
  WalletTransaction,
  'customerName' | 'employeeName' | 'branchName' | 'branchNameAr' | WalletTender
> &
  Partial<Pick<WalletTransaction, WalletTender>>

/** A points history line as stored: the customer's name is read when presented. */
export type LoyaltyPointRow = Omit<LoyaltyPointEntry, 'customerName'>

/** An internal note on a customer as stored (actions/customer-notes.ts). */
export type CustomerNoteRow = CustomerNote

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

/**
 * Every table by its name, with the row type it holds: `store.table(name)` is
 * typed by the name, so a table cannot be read as rows of another shape.
 */
export interface Tables {
  employee: EmployeeRow
  role: RoleRow
  branch: BranchRow
  category: CategoryRow
  subcategory: SubcategoryRow
  product: ProductRow
  rejection: RejectionRow
  deliveryCharge: DeliveryChargeRow
  banner: BannerRow
  coupon: CouponRow
  notification: NotificationRow
  conversionRate: ConversionRateRow
  customer: CustomerRow
  order: OrderRow
  walletTransaction: WalletTransactionRow
  loyaltyPoint: LoyaltyPointRow
  rider: RiderRow
  riderSettlement: RiderSettlementRow
  shiftClose: ShiftCloseRow
  branchAvailability: AvailabilityRow
  currencyRate: CurrencyRateRow
  settings: SettingsRow
  customerNote: CustomerNoteRow
  credential: CredentialRow
  preference: PreferenceRow
  session: SessionRow
  resetToken: ResetTokenRow
  resetRequest: ResetRequestRow
  outbox: OutboxRow
  arrivals: ClockRow
  idempotencyKey: Remembered
}
export type TableName = keyof Tables

/** Every row of a table, in the order stored. */
export const rows = <K extends TableName>(store: Store, table: K) => [
  ...store.table(table).values(),
]

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
