import { ACTIONS, MODULES, moduleByKey } from 'contracts'
import type { Action, ModuleKey, PermissionEntry } from 'contracts'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/**
 * The permission matrix's rules, on a role's `permissions` (what the form
 * holds and the API takes): one entry per module that grants something, in
 * sidebar order, actions in ACTIONS order and only those the module has.
 * Add, Update and Delete bring View; clearing View clears the row.
 */
export type Grants = readonly PermissionEntry[]

export const actionsOf = (grants: Grants, key: ModuleKey): readonly Action[] =>
  grants.find((e) => e.key === key)?.actions ?? []

/** The grants with `key`'s actions set to `actions` (View implied), in canonical order. */
export function withActions(grants: Grants, key: ModuleKey, actions: readonly Action[]): Grants {
  const exists = moduleByKey(key).actions
  let next = actions.filter((a) => exists.includes(a))
  if (next.length > 0 && !next.includes('View')) next = ['View', ...next]
  const byKey = new Map(grants.map((e) => [e.key, e.actions]))
  byKey.set(key, next)
  return MODULES.flatMap((m) => {
    const held = byKey.get(m.key) ?? []
    return held.length ? [{ key: m.key, actions: ACTIONS.filter((a) => held.includes(a)) }] : []
  })
}

/** Ticks or clears one cell. Clearing View clears the row. */
export function toggleCell(grants: Grants, key: ModuleKey, action: Action, on: boolean): Grants {
  const held = actionsOf(grants, key)
  if (!on && action === 'View') return withActions(grants, key, [])
  return withActions(grants, key, on ? [...held, action] : held.filter((a) => a !== action))
}

/** True when the module holds every action it has. */
export const rowFull = (grants: Grants, key: ModuleKey) =>
  moduleByKey(key).actions.every((a) => actionsOf(grants, key).includes(a))

/** Ticks every action of the module, or clears the row when it is already full. */
export const toggleRow = (grants: Grants, key: ModuleKey, on: boolean): Grants =>
  withActions(grants, key, on ? moduleByKey(key).actions : [])

/** The modules that have `action`. */
export const modulesWith = (action: Action) => MODULES.filter((m) => m.actions.includes(action))

/** True when every module that has `action` holds it. */
export const columnFull = (grants: Grants, action: Action) =>
  modulesWith(action).every((m) => actionsOf(grants, m.key).includes(action))

/** Ticks (or clears) `action` on every module that has it; View follows as in a cell. */
export function toggleColumn(grants: Grants, action: Action, on: boolean): Grants {
  return modulesWith(action).reduce((g, m) => toggleCell(g, m.key, action, on), grants)
}

/** What the role can do, in one line: "Full access to 6 modules, view only in 4". */
export function summary(grants: Grants): string {
  let full = 0
  let viewOnly = 0
  let partial = 0
  for (const e of grants) {
    if (e.actions.length === 0) continue
    if (rowFull(grants, e.key)) full++
    else if (e.actions.length === 1) viewOnly++
    else partial++
  }
  const parts = [
    full && m.fullAccess({ count: full }),
    partial && m.someActions({ count: partial }),
    viewOnly && m.viewOnly({ count: viewOnly }),
  ].filter(Boolean) as string[]
  if (parts.length === 0) return m.noAccess()
  const line = parts.join(', ')
  return line.charAt(0).toUpperCase() + line.slice(1)
}
