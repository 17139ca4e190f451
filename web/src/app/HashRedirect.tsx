import { Navigate, useLocation } from 'react-router-dom'
import { hashTarget } from './hashTarget'
import { PUBLIC_SCREENS, SCREEN_PATHS } from './screens'

const KNOWN_PATHS = [...PUBLIC_SCREENS.map((screen) => screen.path), ...SCREEN_PATHS]

/**
 * `/#/login` (the hash form of docs/requirements.md#public-pages, where a 401 sends the browser) lands
 * on `/login`; any other hash route of the app likewise on its path. A bare `/`,
 * or a hash naming no route of the app, is an unknown path: on to /dashboard.
 */
export function HashRedirect() {
  const { hash } = useLocation()
  return <Navigate to={hashTarget(hash, KNOWN_PATHS)} replace />
}
