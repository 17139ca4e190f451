import {
  DEFAULT_MAX_DELIVERY_MINUTES,
  ACTIONS,
  bannerResource,
  branchResource,
  losesStaffAccess,
  raises,
  categoryResource,
  conversionRateResource,
  couponResource,
  customerResource,
  deliveryChargeResource,
  employeeResource,
  moneyToCents,
  notificationResource,
  notificationTime,
  productResource,
  rejectionResource,
  resolveDateRange,
  roleResource,
  scheduleStatusOf,
  subcategoryResource,
} from 'contracts'
import type { PermissionEntry } from 'contracts'
import { hashPassword } from '../auth/passwords'
import { mailResetLink } from '../auth/routes'
import { endSessions } from '../auth/sessions'
import { branchNames } from '../branches/names'
import { businessRule } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import type { CouponRow, EmployeeRow, Row } from '../rows'
import { INTERNAL, TABLE, couponWithRules } from '../rows'
import type { Store } from '../store/store'
import { presentCustomer } from '../actions/promotions'
import { riderModel } from '../actions/rider'
import { withOptionIds } from '../catalogue/option-ids'
import { audienceSize } from './audience'
import type { ResourceModel } from './generic'

const rows = (store: Store, table: string) => store.records(table).values()
const count = (store: Store, table: string, test: (row: Row) => boolean) => {
  let n = 0
  for (const row of rows(store, table)) if (test(row)) n++
  return n
}

/** 422 with the field named, when a body points at a record that does not exist. */
function requireRef(store: Store, table: string, id: unknown, field: string, label: string) {
  if (id === null || id === undefined) return
  if (!store.records(table).has(id as number)) {
    throw businessRule(MOCK_MESSAGES.unknownReference(label), {
      [field]: MOCK_MESSAGES.unknownReference(label),
    })
  }
}
function requireRefs(store: Store, table: string, ids: unknown, field: string, label: string) {
  for (const id of (ids as number[] | undefined) ?? []) requireRef(store, table, id, field, label)
}

const LINK_TABLE: Record<string, string> = {
  product: productResource.name,
  category: categoryResource.name,
  subcategory: subcategoryResource.name,
}
function requireLinkTarget(store: Store, input: Record<string, unknown>) {
  const table = LINK_TABLE[input.linkType as string]
  if (table) requireRef(store, table, input.linkTargetId, 'linkTargetId', 'link target')
}

const nameOf = (store: Store, table: string, id: unknown) =>
  (store.records(table).get(id as number)?.name as string | undefined) ?? ''

const category: ResourceModel = {
  contract: categoryResource,
  present: (row, store) => ({
    ...row,
    subCategoryCount: count(store, subcategoryResource.name, (s) => s.categoryId === row.id),
  }),
  remove: ({ store, row }) => {
    if (count(store, subcategoryResource.name, (s) => s.categoryId === row.id) > 0) {
      throw businessRule(MOCK_MESSAGES.categoryHasSubcategories)
    }
  },
}

const subcategory: ResourceModel = {
  contract: subcategoryResource,
  present: (row, store) => ({
    ...row,
    categoryName: nameOf(store, categoryResource.name, row.categoryId),
    productCount: count(store, productResource.name, (p) => p.subCategoryId === row.id),
  }),
  write: ({ store, input }) =>
    requireRef(store, categoryResource.name, input.categoryId, 'categoryId', 'category'),
  remove: ({ store, row }) => {
    if (count(store, productResource.name, (p) => p.subCategoryId === row.id) > 0) {
      throw businessRule(MOCK_MESSAGES.subcategoryHasProducts)
    }
  },
}

const product: ResourceModel = {
  contract: productResource,
  present: (row, store) => {
    const sub = store.table(TABLE.subcategory).get(row.subCategoryId as number)
    return {
      ...row,
      subCategoryName: (sub?.name as string | undefined) ?? '',
      categoryId: (sub?.categoryId as number | undefined) ?? 0,
      categoryName: nameOf(store, categoryResource.name, sub?.categoryId),
    }
  },
  filters: {
    minPrice: (row, min: string) => moneyToCents(row.price as string) >= moneyToCents(min),
    maxPrice: (row, max: string) => moneyToCents(row.price as string) <= moneyToCents(max),
  },
  write: ({ store, input, existing }) => {
    requireRef(
      store,
      subcategoryResource.name,
      input.subCategoryId,
      'subCategoryId',
      'sub-category',
    )
    requireRefs(store, branchResource.name, input.branchIds, 'branchIds', 'branch')
    type Groups = { options: object[] }[]
    return {
      optionGroups: withOptionIds(
        input.optionGroups as Groups,
        (existing?.optionGroups as Groups | undefined) ?? [],
      ),
    }
  },
}

const rejection: ResourceModel = {
  contract: rejectionResource,
  // Whoever may reject an order picks one of the reasons.
}

/** Scoped by its branch (the contract's `scope`): mount.ts refuses a branch that is unknown or not theirs. */
const deliveryCharge: ResourceModel = {
  contract: deliveryChargeResource,
  present: (row, store) => ({
    ...row,
    ...branchNames(store, row.branchId as number),
  }),
}

/** The `status` filter of banners and coupons: their schedule status at the mock's now. */
const byScheduleStatus = (row: Row, status: string, store: Store) =>
  scheduleStatusOf(
    {
      startsAt: row.startsAt as string,
      endsAt: row.endsAt as string | null,
      isActive: row.isActive as boolean,
    },
    store.now(),
  ) === status

/** Adds the name of the link's target (a product, category or sub-category; '' otherwise). */
const presentLink = (row: Row, store: Store): Row => {
  const table = LINK_TABLE[row.linkType as string]
  return { ...row, linkTargetName: table ? nameOf(store, table, row.linkTargetId) : '' }
}

const banner: ResourceModel = {
  contract: bannerResource,
  present: presentLink,
  filters: { status: byScheduleStatus },
  write: ({ store, input }) => {
    requireRefs(store, branchResource.name, input.branchIds, 'branchIds', 'branch')
    requireLinkTarget(store, input)
  },
}

const coupon: ResourceModel = {
  contract: couponResource,
  initial: () => ({ usedCount: 0 }),
  present: (row) => couponWithRules(row as CouponRow),
  filters: { status: byScheduleStatus },
  write: ({ store, input, existing }) => {
    for (const other of rows(store, couponResource.name)) {
      if (other.code === input.code && other.id !== existing?.id) {
        throw businessRule(MOCK_MESSAGES.duplicateCouponCode, {
          code: MOCK_MESSAGES.duplicateCouponCode,
        })
      }
    }
  },
}

const notificationMs = (row: Row) => Date.parse(notificationTime(row as never))

const notification: ResourceModel = {
  contract: notificationResource,
  filters: {
    from: (row, from: string) => notificationMs(row) >= resolveDateRange({ from }).fromMs,
    to: (row, to: string) => notificationMs(row) < resolveDateRange({ to }).toMs,
  },
  write: ({ store, input, existing }) => {
    if (existing && existing.status !== 'scheduled') {
      throw businessRule(MOCK_MESSAGES.notificationNotEditable)
    }
    requireLinkTarget(store, input)
    requireRefs(store, customerResource.name, input.customerIds, 'customerIds', 'customer')
    const scheduledAt = input.scheduledAt as string | null
    const now = store.now()
    if (scheduledAt !== null && Date.parse(scheduledAt) <= now) {
      throw businessRule(MOCK_MESSAGES.scheduledInPast, {
        scheduledAt: MOCK_MESSAGES.scheduledInPast,
      })
    }
    if (scheduledAt === null) {
      return {
        status: 'sent',
        sentAt: new Date(now).toISOString(),
        recipients: audienceSize(store, input),
      }
    }
    return { status: 'scheduled', sentAt: null, recipients: 0 }
  },
}

const conversionRate: ResourceModel = {
  contract: conversionRateResource,
  initial: () => ({ isActive: false, activatedAt: null }),
  remove: ({ row }) => {
    if (row.isActive) throw businessRule(MOCK_MESSAGES.activeRateDelete)
  },
  defaultSort: (a, b) =>
    String(b.effectiveFrom).localeCompare(String(a.effectiveFrom)) ||
    (b.id as number) - (a.id as number),
}

/** `signedUpFrom`/`signedUpTo` bound the sign-up day range like every list's from/to. */
const signedUp = (row: Row, bound: 'from' | 'to', value: string, store: Store) => {
  const { fromMs, toMs } = resolveDateRange({ [bound]: value }, store.now())
  const at = Date.parse(row.createdAt)
  return bound === 'from' ? at >= fromMs : at < toMs
}

const customer: ResourceModel = {
  contract: customerResource,
  present: presentCustomer,
  filters: {
    hasWalletBalance: (row, has: boolean) => moneyToCents(row.walletBalance as string) > 0 === has,
    signedUpFrom: (row, from: string, store) => signedUp(row, 'from', from, store),
    signedUpTo: (row, to: string, store) => signedUp(row, 'to', to, store),
  },
}

const hasCredential = (store: Store, id: number) => store.table(INTERNAL.credential).has(id)

const employee: ResourceModel = {
  contract: employeeResource,
  writeOnly: ['password'],
  auditAction: ({ input, existing, row }) => {
    if (!existing) return typeof input.password === 'string' ? undefined : 'invite'
    return existing.isActive && !row.isActive ? 'deactivate' : undefined
  },
  initial: () => ({ lastLoginAt: null }),
  present: (row, store) => ({
    ...row,
    roleName: nameOf(store, roleResource.name, row.roleId),
    branchNames: (row.branchIds as number[]).map((id) => branchNames(store, id).branchName),
    branchNamesAr: (row.branchIds as number[]).map((id) => branchNames(store, id).branchNameAr),
    invitePending: !hasCredential(store, row.id),
  }),
  write: ({ store, actor, input, existing }) => {
    const email = input.email as string
    for (const other of rows(store, employeeResource.name)) {
      if ((other.email as string).toLowerCase() === email && other.id !== existing?.id) {
        throw businessRule(MOCK_MESSAGES.duplicateEmployeeEmail, {
          email: MOCK_MESSAGES.duplicateEmployeeEmail,
        })
      }
    }
    requireRef(store, roleResource.name, input.roleId, 'roleId', 'role')
    requireRefs(store, branchResource.name, input.branchIds, 'branchIds', 'branch')
    const own = actor.role.permissions
    const next = permissionsOf(store, input.roleId)
    if (existing?.id === actor.employee.id && existing.isActive && input.isActive === false) {
      throw businessRule(MOCK_MESSAGES.ownAccountDeactivate, {
        isActive: MOCK_MESSAGES.ownAccountDeactivate,
      })
    }
    if (existing?.id === actor.employee.id && input.roleId !== existing.roleId) {
      if (raises(own, next)) {
        throw businessRule(MOCK_MESSAGES.ownRoleRaise, { roleId: MOCK_MESSAGES.ownRoleRaise })
      }
      if (losesStaffAccess(own, next)) {
        throw businessRule(MOCK_MESSAGES.ownStaffAccess, { roleId: MOCK_MESSAGES.ownStaffAccess })
      }
    }
    // Nobody hands out, or takes over, an account with more than they have.
    if (raises(own, next)) {
      throw businessRule(MOCK_MESSAGES.employeeRoleAboveOwn, {
        roleId: MOCK_MESSAGES.employeeRoleAboveOwn,
      })
    }
    if (existing && raises(own, permissionsOf(store, existing.roleId))) {
      const field =
        input.roleId !== existing.roleId
          ? 'roleId'
          : typeof input.password === 'string'
            ? 'password'
            : input.isActive !== existing.isActive
              ? 'isActive'
              : undefined
      if (field) {
        throw businessRule(MOCK_MESSAGES.employeeAboveOwn, {
          [field]: MOCK_MESSAGES.employeeAboveOwn,
        })
      }
    }
  },
  after: async ({ store, input, row, existing }) => {
    const id = row.id
    if (typeof input.password === 'string') {
      store.table(INTERNAL.credential).put(id, {
        employeeId: id,
        passwordHash: await hashPassword(input.password),
      })
      if (existing) endSessions(store, id)
    } else if (!existing) {
      await mailResetLink(store, row as EmployeeRow)
    }
    if (existing && !row.isActive) endSessions(store, id)
  },
  remove: ({ store, actor, row }) => {
    if (row.id === actor.employee.id) throw businessRule(MOCK_MESSAGES.ownAccountDelete)
    if (raises(actor.role.permissions, permissionsOf(store, row.roleId))) {
      throw businessRule(MOCK_MESSAGES.employeeDeleteAboveOwn)
    }
    store.table(INTERNAL.credential).delete(row.id)
    endSessions(store, row.id)
  },
}

const permissionsOf = (store: Store, roleId: unknown) =>
  (store.table(TABLE.role).get(roleId as number)?.permissions as PermissionEntry[] | undefined) ??
  []

const role: ResourceModel = {
  contract: roleResource,
  // Employee editors pick a role.
  present: (row, store) => ({
    ...row,
    permissions: (row.permissions as PermissionEntry[]).map((p) => ({
      key: p.key,
      actions: ACTIONS.filter((a) => p.actions.includes(a)),
    })),
    employeesCount: count(store, employeeResource.name, (e) => e.roleId === row.id),
  }),
  // Who may give, take away or touch which permissions is the routes' `grants` (mount.ts).
  remove: ({ store, row }) => {
    if (count(store, employeeResource.name, (e) => e.roleId === row.id) > 0) {
      throw businessRule(MOCK_MESSAGES.roleInUse)
    }
  },
}

const branch: ResourceModel = {
  contract: branchResource,
  // Product and delivery-charge editors pick branches.
  // The pace (pause until, busy mode) is the board's: GET /branch-orders/board.
  present: (
    { pausedUntil: _p, pauseReason: _r, extraMinutes: _e, busyUntil: _b, ...row },
    store,
  ) => ({
    ...row,
    // A branch stored before the field had it at its default.
    maxDeliveryMinutes: row.maxDeliveryMinutes ?? DEFAULT_MAX_DELIVERY_MINUTES,
    // Those who work at all branches (no branch named) are not counted at each.
    employeesCount: count(
      store,
      employeeResource.name,
      (e) => Array.isArray(e.branchIds) && e.branchIds.includes(row.id),
    ),
  }),
  remove: ({ store, row }) => {
    const uses = (r: Row) =>
      r.branchId === row.id || (Array.isArray(r.branchIds) && r.branchIds.includes(row.id))
    if (
      count(store, employeeResource.name, uses) ||
      count(store, deliveryChargeResource.name, uses) ||
      count(store, 'order', uses)
    ) {
      throw businessRule(MOCK_MESSAGES.branchInUse)
    }
  },
}

/** Every ordinary resource the generic handler serves. */
export const RESOURCE_MODELS: readonly ResourceModel[] = [
  category,
  subcategory,
  product,
  rejection,
  deliveryCharge,
  banner,
  coupon,
  notification,
  conversionRate,
  customer,
  role,
  employee,
  branch,
  riderModel,
]
