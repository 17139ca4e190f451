import { z } from 'zod'
import {
  ACTIONS,
  MODULE_KEYS,
  OPEN_ROUTES,
  can,
  hasRecordScreen,
  moduleByKey,
  moduleForPath,
  recordRoute,
} from './registry'
import type { Action, ModuleDefinition } from './registry'

/** A permission entry: a module key and the actions allowed on it (docs/requirements.md#the-registry). */
export const permissionEntrySchema = z.object({
  key: z.enum(MODULE_KEYS),
  actions: z.array(z.enum(ACTIONS)),
})
export type PermissionEntry = z.infer<typeof permissionEntrySchema>

/** The action a SPA path needs within its module: add screens Add, edit screens Update. */
export function actionForPath(path: string): Action {
  const segments = path.split('/')
  if (segments.includes('add')) return 'Add'
  if (segments.some((s) => s === 'edit' || s.startsWith('edit-'))) return 'Update'
  return 'View'
}

/** The page of the first module the employee may see, in the order the server listed them. */
export function firstPermittedPath(entries: readonly PermissionEntry[]): string {
  const first = entries.find((e) => e.actions.includes('View'))
  return first ? moduleByKey(first.key).path : '/dashboard'
}

export type GuardDecision =
  | { allow: true }
  | {
      allow: false
      redirect: string
      /** Why the employee was sent away, for a toast (none when they had no reason to expect the page). */
      reason?: string
    }

/** Why the guard sends an employee away from a path of `mod` (docs/requirements.md#error-catalogue: never without a word). */
export const GUARD_MESSAGES = {
  add: (plural: string) => `You can view ${plural} but not add them`,
  update: (plural: string) => `You can view ${plural} but not change them`,
  view: (plural: string) => `Your role does not include ${plural}`,
} as const

const pluralOf = (label: string) => label.toLowerCase()

/**
 * The route guard of docs/requirements.md#the-guard-and-the-sidebar with paths mapped by the registry (docs/requirements.md#the-registry).
 * The caller handles "not signed in" before asking.
 */
export function guard(path: string, entries: readonly PermissionEntry[]): GuardDecision {
  if ((OPEN_ROUTES as readonly string[]).includes(path)) return { allow: true }
  const mod = moduleForPath(path)
  const redirect = firstPermittedPath(entries)
  if (!mod) return { allow: false, redirect }
  if (!can(entries, mod.key)) {
    return { allow: false, redirect, reason: GUARD_MESSAGES.view(pluralOf(mod.label)) }
  }
  const action = actionForPath(path)
  if (can(entries, mod.key, action)) return { allow: true }
  const reason = action === 'Add' ? GUARD_MESSAGES.add : GUARD_MESSAGES.update
  return { allow: false, redirect: viewableFrom(path, mod), reason: reason(pluralOf(mod.label)) }
}

/**
 * Where an employee who may only view a module lands from its add or edit
 * address: an edit screen's record read view (`/order/30001/edit` →
 * `/order/30001`), else the module's list (`/coupon/add` → `/coupon`).
 */
function viewableFrom(path: string, mod: ModuleDefinition): string {
  const rest = path.slice(mod.path.length).split('/').filter(Boolean)
  const id = rest[0]
  const edits = rest.slice(1).some((s) => s === 'edit' || s.startsWith('edit-'))
  return id && /^\d+$/.test(id) && edits && hasRecordScreen(mod.key)
    ? recordRoute(mod.key, id, 'view')
    : mod.path
}

/** True when the entries grant Add or Update on some module (who may upload images). */
export const canWriteSomewhere = (entries: readonly PermissionEntry[]) =>
  entries.some((e) => e.actions.includes('Add') || e.actions.includes('Update'))
