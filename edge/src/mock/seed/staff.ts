import { ACTIONS, MODULES } from 'contracts'
import type { Action, ModuleKey, PermissionEntry } from 'contracts'
import { DEMO_SIGN_INS } from '../../../scripts/demo-sign-ins.mjs'
import type { EmployeeRow, RoleRow } from '../rows'
import type { Random } from './random'

/** The grants that exist (the registry's actions of each module), in sidebar order. */
const entries = (grants: Partial<Record<ModuleKey, readonly Action[]>>): PermissionEntry[] =>
  MODULES.filter((m) => grants[m.key]?.length).map((m) => ({
    key: m.key,
    actions: m.actions.filter((a) => grants[m.key]!.includes(a)),
  }))

const every = (actions: readonly Action[]) =>
  Object.fromEntries(MODULES.map((m) => [m.key, actions])) as Record<ModuleKey, Action[]>

const VIEW_UPDATE: Action[] = ['View', 'Update']
const VIEW: Action[] = ['View']

/** The roles of the seed; the first four are the demo roles, exactly as the issue lists them. */
export const SEED_ROLES = [
  {
    name: 'Administrator',
    description: 'Every module, every action.',
    permissions: entries(every([...ACTIONS])),
  },
  {
    name: 'Branch operations',
    description: 'Runs orders in the branches; reads the branch setup.',
    permissions: entries({
      order: ['View', 'Add', 'Update'],
      rejection: VIEW,
      'delivery-charge': VIEW,
      rider: VIEW_UPDATE,
      currencyRate: VIEW,
      branch: VIEW,
      'branch-orders': VIEW_UPDATE,
      report: ['View', 'Add'],
    }),
  },
  {
    name: 'Marketing',
    description: 'Banners, coupons and push notifications; reads the catalogue.',
    permissions: entries({
      category: VIEW,
      subcategory: VIEW,
      product: VIEW,
      banner: ACTIONS,
      coupon: ACTIONS,
      notification: ACTIONS,
    }),
  },
  {
    name: 'Read-only',
    description: 'Sees every module, changes nothing.',
    permissions: entries(every(VIEW)),
  },
  {
    name: 'Customer care',
    description: 'Helps customers: their orders, wallets and points.',
    permissions: entries({
      order: VIEW,
      customer: VIEW_UPDATE,
      wallets: ['View', 'Add'],
      walletTransactionHistory: VIEW,
      loyaltyPointHistory: VIEW,
    }),
  },
] as const

/** Which role and branches each demo sign-in gets (branch ids: 1 Beirut, 2 Jounieh). */
const DEMO_PROFILE: Record<
  string,
  { firstName: string; lastName: string; role: number; branchIds: number[] }
> = {
  'admin@demo.test': { firstName: 'Rania', lastName: 'Haddad', role: 1, branchIds: [] },
  'branch@demo.test': { firstName: 'Karim', lastName: 'Khoury', role: 2, branchIds: [1, 2] },
  'marketing@demo.test': { firstName: 'Maya', lastName: 'Saade', role: 3, branchIds: [] },
  'viewer@demo.test': { firstName: 'Omar', lastName: 'Nassar', role: 4, branchIds: [] },
}

export const DEMO_PASSWORDS = DEMO_SIGN_INS.map((s) => ({ email: s.email, password: s.password }))

const STAFF_FIRST = [
  'Ali',
  'Hiba',
  'Jad',
  'Lara',
  'Nour',
  'Rami',
  'Sara',
  'Tarek',
  'Yara',
  'Ziad',
  'Dina',
  'Fadi',
]
const STAFF_LAST = [
  'Aoun',
  'Chami',
  'Daher',
  'Frem',
  'Ghanem',
  'Hajj',
  'Issa',
  'Jaber',
  'Karam',
  'Matar',
]

/** Roles and employees: the four demo sign-ins, then branch staff. */
export function seedStaff(rand: Random, stamp: (daysAgo: number) => string, phone: () => string) {
  const roles: RoleRow[] = SEED_ROLES.map((r, i) => {
    const at = stamp(400 - i)
    return {
      id: i + 1,
      name: r.name,
      description: r.description,
      permissions: r.permissions,
      createdAt: at,
      updatedAt: at,
      version: 1,
    }
  })
  const employees: EmployeeRow[] = DEMO_SIGN_INS.map((s, i) => {
    const p = DEMO_PROFILE[s.email]!
    const at = stamp(380 - i)
    return {
      id: i + 1,
      firstName: p.firstName,
      lastName: p.lastName,
      email: s.email,
      phone: phone(),
      roleId: p.role,
      branchIds: p.branchIds,
      isActive: true,
      lastLoginAt: null,
      createdAt: at,
      updatedAt: at,
      version: 1,
    }
  })
  for (let i = 0; i < 12; i++) {
    const firstName = STAFF_FIRST[i % STAFF_FIRST.length]!
    const lastName = rand.pick(STAFF_LAST)
    const at = stamp(rand.int(30, 360))
    const id = employees.length + 1
    employees.push({
      id,
      firstName,
      lastName,
      email: `${firstName}.${lastName}${id}@staff.test`.toLowerCase(),
      phone: phone(),
      roleId: i % 3 === 0 ? 5 : 2,
      branchIds: [(i % 4) + 1],
      isActive: i !== 11,
      lastLoginAt: null,
      createdAt: at,
      updatedAt: at,
      version: 1,
    })
  }
  return { roles, employees }
}
