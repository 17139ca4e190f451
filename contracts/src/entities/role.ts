import { z } from 'zod'
import { optionalText, text, whenValid, whenListValid } from '../fields'
import type { PermissionEntry } from '../permissions'
import { ACTIONS, MODULE_KEYS, moduleByKey } from '../registry'
import { defineResource, recordMetaSchema } from '../resource'
import { permits } from '../routes'
import type { Grant } from '../routes'

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length

/** One line of a role: a module and what it may do there. Add, Update, Delete need View. */
export const rolePermissionInputSchema = z
  .strictObject({
    key: z.enum(MODULE_KEYS, { error: 'Module must be one of the back-office modules' }),
    actions: z
      .array(z.enum(ACTIONS, { error: 'Actions must be View, Add, Update or Delete' }), {
        error: 'Actions must be a list',
      })
      .max(ACTIONS.length, 'An action is listed twice')
      .refine(unique, { error: 'An action is listed twice', ...whenListValid }),
  })
  .refine((p) => p.actions.length === 0 || p.actions.includes('View'), {
    error: 'Add, Update and Delete need View too',
    path: ['actions'],
    ...whenValid('actions'),
  })
  .refine((p) => p.actions.every((a) => moduleByKey(p.key).actions.includes(a)), {
    error: 'The module does not have this action',
    path: ['actions'],
    ...whenValid('key', 'actions'),
  })

/** The refusal of a role that grants nothing. */
export const ROLE_EMPTY_MESSAGE = 'Give the role at least one permission.'

/** What the role form sends (create; update adds `version`). */
export const roleInputSchema = z.strictObject({
  name: text('Name', 100),
  description: optionalText('Description', 500),
  permissions: z
    .array(rolePermissionInputSchema, { error: 'Permissions must be a list' })
    .max(MODULE_KEYS.length, 'A module is listed twice')
    .refine((ps) => unique(ps.map((p) => p.key)), {
      error: 'A module is listed twice',
      ...whenListValid,
    })
    .refine((ps) => ps.some((p) => p.actions.length > 0), {
      error: ROLE_EMPTY_MESSAGE,
      ...whenListValid,
    }),
})
export type RoleInput = z.input<typeof roleInputSchema>

export const roleSchema = recordMetaSchema.extend({
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.object({ key: z.enum(MODULE_KEYS), actions: z.array(z.enum(ACTIONS)) })),
  /** Read-only: employees holding it. */
  employeesCount: z.number().int().nonnegative(),
})
export type Role = z.infer<typeof roleSchema>

/**
 * Who may list roles without roles View: whoever adds or edits employees (the
 * employee form picks a role). The list only; a role's record and its changes
 * need roles permissions.
 */
export const ROLE_LIST_ALSO: readonly Grant[] = [
  { key: 'employee', action: 'Add' },
  { key: 'employee', action: 'Update' },
]

/**
 * Employee roles. The API path is `/roles` (the SPA screen lives under
 * `/employee/roles`): `/employee/:id` already names employees.
 */
export const roleResource = defineResource({
  listAlso: ROLE_LIST_ALSO,
  name: 'role',
  label: 'employee role',
  path: '/roles',
  key: 'roles',
  record: roleSchema,
  input: roleInputSchema,
  sortable: ['name', 'employeesCount', 'createdAt', 'updatedAt'],
  searchable: ['name', 'description'],
  grants: 'permissions',
  businessRules: {
    write: 'The role grants, or would grant, permissions you do not hold.',
    remove: 'The role grants permissions you do not hold, or employees still have it.',
  },
})

/** True when the entries may list roles: roles View, or adding/updating employees. */
export const canListRoles = (entries: readonly PermissionEntry[]) =>
  permits(entries, roleResource.routes.list.permission!)
