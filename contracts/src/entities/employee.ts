import { z } from 'zod'
import { passwordSchema } from '../auth'
import {
  email,
  flag,
  instantSchema,
  phone,
  queryBoolean,
  queryId,
  ref,
  refList,
  text,
} from '../fields'
import { defineResource, recordMetaSchema } from '../resource'

/**
 * What the employee form sends. With `password` (under the password rule of docs/requirements.md#validation) the
 * account works at once; without it the employee is invited: the reset e-mail
 * goes out and they choose their own. On update, a `password` sets a new one.
 */
export const employeeInputSchema = z.strictObject({
  firstName: text('First name', 100),
  lastName: text('Last name', 100),
  email: email(),
  phone: phone(),
  roleId: ref('Role'),
  /** Branches they work for; empty = all branches. */
  branchIds: refList('Branches').default([]),
  isActive: flag('Active', true),
  password: passwordSchema.optional(),
})
export type EmployeeInput = z.input<typeof employeeInputSchema>

/** An employee as the API returns it; never a password. */
export const employeeSchema = recordMetaSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  roleId: z.number().int(),
  /** Read-only. */
  roleName: z.string(),
  branchIds: z.array(z.number().int()),
  /** Read-only: the names of `branchIds`, in the same order, and their Arabic names. */
  branchNames: z.array(z.string()),
  branchNamesAr: z.array(z.string()),
  isActive: z.boolean(),
  /** Read-only. */
  lastLoginAt: instantSchema.nullable(),
  /** Read-only: invited and has not set a password yet. */
  invitePending: z.boolean(),
})
export type Employee = z.infer<typeof employeeSchema>

export const employeeFiltersSchema = z.object({
  roleId: queryId('Role').optional(),
  branchId: queryId('Branch').optional(),
  isActive: queryBoolean('Active').optional(),
})

export const employeeResource = defineResource({
  name: 'employee',
  path: '/employee',
  key: 'employee',
  record: employeeSchema,
  input: employeeInputSchema,
  filters: employeeFiltersSchema,
  sortable: ['lastName', 'firstName', 'email', 'roleName', 'createdAt', 'lastLoginAt'],
  searchable: ['firstName', 'lastName', 'email', 'phone'],
  businessRules: {
    write:
      'Another employee has this e-mail, a role or branch does not exist, or the change would deactivate your own account, raise your own role, or hand out or take over more permissions than yours.',
    remove: 'The employee is yourself, or holds permissions you do not.',
  },
})
