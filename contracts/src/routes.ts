import { z } from 'zod'
import {
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  permissionsResponseSchema,
  resetPasswordRequestSchema,
  sendResetRequestSchema,
} from './auth'
import { PERMISSIONS_PATH } from './constants'
import type { Action, ModuleKey } from './registry'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A status the API refuses a call with (`{ ErrorMessage, Errors? }`). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500

/**
 * A call of the admin API: what it takes and what it answers. Paths are
 * relative to the API base and use `:name` for parameters.
 */
export interface RouteDescriptor<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: Method
  path: string
  summary: string
  /** false for the calls made before sign-in. */
  auth: boolean
  /** The module action the employee's role must grant; none = any signed-in employee. */
  permission?: { key: ModuleKey; action: Action }
  /**
   * When true (and no `permission`), the employee must hold Add or Update on
   * at least one module (image upload).
   */
  anyWriteAccess?: boolean
  /** The status of a success: 201 for calls that create a record, else 200. */
  successStatus?: 200 | 201
  /** How the body travels; JSON unless said otherwise. */
  bodyType?: 'json' | 'multipart'
  /**
   * Moves money or points: needs an `Idempotency-Key` header (idempotency.ts); the
   * first successful answer of a key is the answer to every repeat of it.
   */
  idempotent?: boolean
  /**
   * Refusals its shape does not imply (a wrong password's 401, a business
   * rule's 422, a rate limit's 429), or better words for one it does, each
   * saying when it happens. `routeStatuses` adds the rest.
   */
  refusals?: Partial<Record<RefusalStatus, string>>
  params?: P
  query?: Q
  body?: B
  response: R
}

export const defineRoute = <
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  route: RouteDescriptor<P, Q, B, R>,
) => route

/** Fills `:name` parameters of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}

/** The four calls of docs/requirements.md#the-four-known-calls, shapes exactly as documented there. */
export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/employee/authenticate',
    summary: 'Sign in with e-mail and password',
    auth: false,
    body: loginRequestSchema,
    refusals: { 401: 'The e-mail and password do not match an active employee.' },
    response: loginResponseSchema,
  }),
  sendReset: defineRoute({
    method: 'POST',
    path: '/employee/reset-password',
    summary: 'E-mail a password reset link',
    auth: false,
    body: sendResetRequestSchema,
    refusals: {
      429: 'Too many asks for this address within the last hour (known and unknown addresses alike).',
    },
    response: messageResponseSchema,
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    path: '/employee/reset-password',
    summary: 'Set a new password with the e-mailed token',
    auth: false,
    body: resetPasswordRequestSchema,
    refusals: {
      400: 'The link is unknown, used or expired (Errors.token), or the new password is not valid.',
    },
    response: messageResponseSchema,
  }),
  permissions: defineRoute({
    method: 'GET',
    path: PERMISSIONS_PATH,
    summary: "The signed-in employee's permission entries",
    auth: true,
    response: permissionsResponseSchema,
  }),
}
