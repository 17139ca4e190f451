import { z } from 'zod'
import { CLIENT_ID, PASSWORD_PATTERN } from './constants'
import { whenValid } from './fields'
import { LANGUAGES } from './language'
import { MESSAGES } from './messages'
import { permissionEntrySchema } from './permissions'

/** POST /employee/authenticate (docs/requirements.md#the-four-known-calls). No client validation on sign-in (docs/requirements.md#validation). */
export const loginRequestSchema = z.object({
  email: z.string().max(320),
  password: z.string().max(200),
  clientId: z.literal(CLIENT_ID),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const languageSchema = z.enum(LANGUAGES)

/** PUT /employee/me/preferences: what the signed-in employee chose for themself. */
export const preferencesRequestSchema = z.strictObject({ language: languageSchema })
export type PreferencesRequest = z.infer<typeof preferencesRequestSchema>

export const employeeInformationSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  /**
   * The language the employee works in (PUT /employee/me/preferences): the SPA opens in it.
   * English when the API does not say.
   */
  language: languageSchema.default('en'),
  /**
   * The branches the employee works at; empty = every branch (docs/requirements.md#branch-scope).
   * An API that does not send it yet reads as every branch: the server still refuses another
   * branch's records.
   */
  branchIds: z.array(z.number().int()).default([]),
})
export type EmployeeInformation = z.infer<typeof employeeInformationSchema>

export const loginResponseSchema = z.object({
  token: z.string(),
  /** ISO 8601 instant at which the token stops working. */
  tokenExpiry: z.string(),
  components: z.array(permissionEntrySchema),
  employeeInformation: employeeInformationSchema,
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(320, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid))

/** POST /employee/reset-password: ask for the reset e-mail. */
export const sendResetRequestSchema = z.object({
  email: emailSchema,
  clientId: z.literal(CLIENT_ID),
})
export type SendResetRequest = z.infer<typeof sendResetRequestSchema>

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(200, MESSAGES.passwordRule)
  .regex(PASSWORD_PATTERN, MESSAGES.passwordRule)

/** PUT /employee/reset-password: set the new password with the e-mailed token. */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(512),
  newPassword: passwordSchema,
})
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>

/**
 * The reset form of the SPA: password and its confirmation (docs/requirements.md#validation). The
 * match is judged once the confirmation parsed, whatever the password holds:
 * an empty password does not hide "does not match" until it is typed.
 */
export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.confirmRequired }).min(1, MESSAGES.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.confirmMismatch,
    path: ['confirmPassword'],
    ...whenValid('confirmPassword'),
  })

/**
 * PUT /employee/password: the signed-in employee's own password, changed with the current
 * one; the new one under the password rule (docs/requirements.md#validation).
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: MESSAGES.currentPasswordRequired })
    .min(1, MESSAGES.currentPasswordRequired)
    .max(200, MESSAGES.currentPasswordWrong),
  newPassword: passwordSchema,
})
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>

/** The account menu's Change password: the request and the new password typed again. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({
    confirmPassword: z
      .string({ error: MESSAGES.newPasswordConfirmRequired })
      .min(1, MESSAGES.newPasswordConfirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.newPasswordMismatch,
    path: ['confirmPassword'],
    ...whenValid('confirmPassword'),
  })
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>

export const messageResponseSchema = z.object({ Data: z.object({ Message: z.string() }) })

/**
 * GET /employee/permissions: `{ Data: [{ key, actions }], branchIds }`, the
 * employee's branches beside their permission entries (empty = every branch).
 */
export const permissionsResponseSchema = z.object({
  Data: z.array(permissionEntrySchema),
  branchIds: employeeInformationSchema.shape.branchIds,
})
