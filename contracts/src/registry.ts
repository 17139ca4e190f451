/**
 * The module registry (docs/requirements.md#the-registry): permission keys, their SPA route prefixes,
 * sidebar labels and groups. The SPA's guard and sidebar and the mock's
 * permission checks all read this one table.
 */

import { ACTIONS } from './moduleKeys'
import type { Action, ModuleKey } from './moduleKeys'

export { ACTIONS, MODULE_KEYS, can } from './moduleKeys'
export type { Action, ModuleKey } from './moduleKeys'

export const GROUPS = [
  { id: 'product', label: 'Product management' },
  { id: 'order', label: 'Order management' },
  { id: 'promotion', label: 'Promotions' },
  { id: 'loyalty', label: 'Loyalty points' },
  { id: 'wallet', label: 'Wallet management' },
  { id: 'customer', label: 'Customer management' },
  { id: 'employee', label: 'Employee management' },
  { id: 'branch', label: 'Branch management' },
] as const
export type GroupId = (typeof GROUPS)[number]['id']

export interface ModuleDefinition {
  key: ModuleKey
  /** SPA route prefix; a path belongs to the module with the longest matching prefix. */
  path: string
  /** Sidebar label of the module's list screen. */
  label: string
  group: GroupId
  /** The actions that exist on the module, in ACTIONS order: what a role may grant there. */
  actions: readonly Action[]
  /** Its own sidebar entry after Dashboard, not under its group (the role matrix keeps the group). */
  alone?: true
}

const ALL: readonly Action[] = ACTIONS
const VIEW_UPDATE: readonly Action[] = ['View', 'Update']
/** Orders: taken by phone (Add, /order/add), moved along their statuses (Update); never deleted. */
const VIEW_ADD_UPDATE: readonly Action[] = ['View', 'Add', 'Update']
const VIEW_ADD: readonly Action[] = ['View', 'Add']
const VIEW_ONLY: readonly Action[] = ['View']

/** In sidebar order (docs/requirements.md#layout-and-sidebar). */
export const MODULES: readonly ModuleDefinition[] = [
  { key: 'category', path: '/category', label: 'Categories', group: 'product', actions: ALL },
  {
    key: 'subcategory',
    path: '/subcategory',
    label: 'Sub Categories',
    group: 'product',
    actions: ALL,
  },
  { key: 'product', path: '/product', label: 'Products', group: 'product', actions: ALL },
  { key: 'order', path: '/order', label: 'Orders', group: 'order', actions: VIEW_ADD_UPDATE },
  {
    key: 'rejection',
    path: '/rejection',
    label: 'Rejection Reasons',
    group: 'order',
    actions: ALL,
  },
  {
    key: 'delivery-charge',
    path: '/delivery-charge',
    label: 'Delivery Charges',
    group: 'order',
    actions: ALL,
  },
  /** Who takes delivery orders out, their shifts and the cash they hold (docs/riders.md). */
  { key: 'rider', path: '/rider', label: 'Riders', group: 'order', actions: ALL },
  /**
   * The dollar rate (LBP per USD) and the cash settings (docs/riders.md#two-currencies):
   * Add records a rate, Delete removes a future one, Update changes the settings.
   */
  {
    key: 'currencyRate',
    path: '/currency-rate',
    label: 'Dollar rate',
    group: 'order',
    actions: ['View', 'Add', 'Update', 'Delete'],
  },
  { key: 'banner', path: '/banner', label: 'Banners', group: 'promotion', actions: ALL },
  { key: 'coupon', path: '/coupon', label: 'Coupons', group: 'promotion', actions: ALL },
  {
    key: 'notification',
    path: '/notification',
    label: 'Push Notifications',
    group: 'promotion',
    actions: ALL,
  },
  {
    key: 'conversionRate',
    path: '/conversionRate',
    label: 'Points Rate',
    group: 'loyalty',
    actions: ALL,
  },
  {
    key: 'loyaltyPointHistory',
    path: '/loyaltyPointHistory',
    label: 'Loyalty Point History',
    group: 'loyalty',
    actions: VIEW_ONLY,
  },
  { key: 'wallets', path: '/wallets', label: 'Wallets', group: 'wallet', actions: VIEW_ADD },
  {
    key: 'walletTransactionHistory',
    path: '/walletTransactionHistory',
    label: 'Transaction History',
    group: 'wallet',
    actions: VIEW_ONLY,
  },
  {
    key: 'customer',
    path: '/customer',
    label: 'Customers',
    group: 'customer',
    actions: VIEW_UPDATE,
  },
  {
    key: 'roles',
    path: '/employee/roles',
    label: 'Employee Roles',
    group: 'employee',
    actions: ALL,
  },
  { key: 'employee', path: '/employee', label: 'Employees', group: 'employee', actions: ALL },
  /** The audit trail: who changed what (read-only: no route edits an event). */
  { key: 'audit', path: '/activity', label: 'Activity', group: 'employee', actions: VIEW_ONLY },
  { key: 'branch', path: '/branch', label: 'Branches', group: 'branch', actions: ALL },
  {
    key: 'branch-orders',
    path: '/branch-orders',
    label: 'Branch Orders',
    group: 'branch',
    actions: VIEW_UPDATE,
  },
  /** Shift reports and closes, sales (docs/reports.md): View reads, Add closes a shift. */
  {
    key: 'report',
    path: '/report',
    label: 'Reports',
    group: 'order',
    actions: VIEW_ADD,
    alone: true,
  },
]

export const moduleByKey = (key: ModuleKey): ModuleDefinition =>
  MODULES.find((m) => m.key === key) as ModuleDefinition

export interface SidebarLink {
  label: string
  /** Where the link goes, query included. */
  to: string
  key: ModuleKey
  /** Links that open an add screen need the Add action too. */
  action: Action
}

export type SidebarItem =
  | { kind: 'dashboard'; label: 'Dashboard'; to: '/dashboard' }
  /** A module's own entry (`alone`), shown with View. */
  | ({ kind: 'link' } & SidebarLink)
  | {
      kind: 'group'
      id: GroupId
      label: string
      links: SidebarLink[]
    }

const link = (key: ModuleKey): SidebarLink => {
  const m = moduleByKey(key)
  return { label: m.label, to: m.path, key, action: 'View' }
}

/** The sidebar, entries and order exactly as docs/requirements.md#layout-and-sidebar. */
export const SIDEBAR: readonly SidebarItem[] = [
  { kind: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  ...MODULES.filter((m) => m.alone).map((m): SidebarItem => ({ kind: 'link', ...link(m.key) })),
  ...GROUPS.map((g): SidebarItem => {
    const links = MODULES.filter((m) => m.group === g.id && !m.alone).flatMap(
      (m): SidebarLink[] => {
        if (m.key !== 'wallets') return [link(m.key)]
        return [
          link('wallets'),
          { label: 'Recharge Wallet', to: '/wallets/add?type=1', key: 'wallets', action: 'Add' },
          { label: 'Deduct From Wallet', to: '/wallets/add?type=2', key: 'wallets', action: 'Add' },
        ]
      },
    )
    return { kind: 'group', id: g.id, label: g.label, links }
  }),
]

/** Routes any signed-in employee may open, whatever their role. */
export const OPEN_ROUTES = ['/dashboard', '/icons', '/notifications', '/widgets'] as const

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(prefix + '/')

/**
 * The module a SPA path belongs to: the longest registered prefix that matches
 * whole segments, so `/branch-orders` is never `branch` and `/employee/roles`
 * is never `employee`.
 */
export function moduleForPath(path: string): ModuleDefinition | undefined {
  let best: ModuleDefinition | undefined
  for (const m of MODULES) {
    if (matches(path, m.path) && (!best || m.path.length > best.path.length)) best = m
  }
  return best
}

/** Modules with no screen for one record: a ledger's entries, the board. */
const WITHOUT_RECORD_SCREEN: readonly ModuleKey[] = [
  'walletTransactionHistory',
  'loyaltyPointHistory',
  'branch-orders',
]

/** Whether `recordRoute` leads somewhere for the module's records. */
export const hasRecordScreen = (key: ModuleKey): boolean => !WITHOUT_RECORD_SCREEN.includes(key)

/** Modules whose records open in a drawer beside their list rather than on a screen of their own. */
const OPENED_IN_LIST: readonly ModuleKey[] = ['customer']

/** Modules whose record is its list filtered to it: a wallet is its customer's (`/wallets?customerId=3`). */
const FILTERED_LIST: Partial<Record<ModuleKey, string>> = { wallets: 'customerId' }

/**
 * The SPA path that opens one record (docs/requirements.md#everyday-use): its read view (`/order/12`, which
 * the guard lets View through (docs/requirements.md#the-guard-and-the-sidebar)) or its edit screen (`/order/12/edit`, Update).
 * Customers open in their list's drawer (`/customer?open=12`) either way, a
 * wallet as its list filtered to its customer (`/wallets?customerId=12`).
 */
export function recordRoute(key: ModuleKey, id: number | string, mode: 'view' | 'edit'): string {
  const { path } = moduleByKey(key)
  if (OPENED_IN_LIST.includes(key)) return `${path}?open=${id}`
  const filter = FILTERED_LIST[key]
  if (filter) return `${path}?${filter}=${id}`
  return mode === 'edit' ? `${path}/${id}/edit` : `${path}/${id}`
}

/**
 * The "new record" actions of the command palette, one per module with an add
 * screen; shown, like the sidebar's links, only where the role holds View and Add.
 */
export const ADD_LINKS: readonly SidebarLink[] = (
  [
    ['order', 'New order'],
    ['category', 'New category'],
    ['subcategory', 'New sub category'],
    ['product', 'New product'],
    ['rejection', 'New rejection reason'],
    ['delivery-charge', 'New delivery charge'],
    ['rider', 'New rider'],
    ['banner', 'New banner'],
    ['coupon', 'New coupon'],
    ['notification', 'New push notification'],
    ['conversionRate', 'New points rate'],
    ['employee', 'New employee'],
    ['roles', 'New employee role'],
    ['branch', 'New branch'],
  ] as const
).map(([key, label]) => ({ key, label, to: `${moduleByKey(key).path}/add`, action: 'Add' }))
