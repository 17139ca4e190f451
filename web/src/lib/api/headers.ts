import { AUTH_SCHEME } from 'contracts'

/**
 * The headers of every call (docs/requirements.md#the-api): JSON answers, `Authorization: Employee <token>`
 * when signed in. Apart from client.ts (and zod): the first script sends the early
 * permissions read with them.
 */
export function signedInHeaders(token: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json' })
  if (token) headers.set('Authorization', `${AUTH_SCHEME} ${token}`)
  return headers
}
