import { CLIENT_ID, authRoutes } from 'contracts'
import type { LoginResponse } from 'contracts'
import { apiRequest } from '../../lib/api/client'

/**
 * POST /employee/authenticate. Its own chunk, loaded when the form is first
 * submitted: it brings zod and the contracts' schemas, which the sign-in page
 * itself does not need to show.
 */
export function signIn(email: string, password: string): Promise<LoginResponse> {
  return apiRequest(authRoutes.login, { body: { email, password, clientId: CLIENT_ID } })
}
