import { AUTH_SCHEME } from 'contracts'
import { currentLanguage } from '../i18n/language'

/**
 * The headers of every call (docs/requirements.md#the-api): JSON answers in the page's language
 * (`Accept-Language`: the API's messages follow it), `Authorization: Employee <token>` when signed in. Apart from client.ts (and zod): the first script sends the early
 * permissions read with them.
 */
export function signedInHeaders(token: string | undefined): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  })
  if (token) headers.set('Authorization', `${AUTH_SCHEME} ${token}`)
  return headers
}
