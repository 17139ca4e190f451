/**
 * The registry's keys and actions, and the permission check (docs/requirements.md#the-registry;
 * registry.ts re-exports them with the table). A file of its own, zod-free: the web's first
 * script checks a stored session and asks `can` on a cold start, and carries neither the
 * modules' labels nor their paths.
 */

export const ACTIONS = ['View', 'Add', 'Update', 'Delete'] as const
export type Action = (typeof ACTIONS)[number]

export const MODULE_KEYS = [
  'category',
  'subcategory',
  'product',
  'order',
  'rejection',
  'delivery-charge',
  'rider',
  'currencyRate',
  'banner',
  'coupon',
  'notification',
  'conversionRate',
  'loyaltyPointHistory',
  'wallets',
  'walletTransactionHistory',
  'customer',
  'roles',
  'employee',
  'branch',
  'branch-orders',
  'audit',
  'report',
] as const
export type ModuleKey = (typeof MODULE_KEYS)[number]

/**
 * True when the entries (an employee's permissions: permissions.ts) grant `action` on `key`.
 * A module is visible with View.
 */
export function can(
  entries: readonly { key: ModuleKey; actions: readonly Action[] }[],
  key: ModuleKey,
  action: Action = 'View',
) {
  return entries.some((e) => e.key === key && e.actions.includes(action))
}
