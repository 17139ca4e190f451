import { Navigate, useLocation } from 'react-router-dom'

/**
 * `/#/login` (the hash form of SPEC §2, where a 401 sends the browser) lands
 * on `/login`; any other hash route likewise on its path. A bare `/` is an
 * unknown path: on to /dashboard.
 */
export function HashRedirect() {
  const { hash } = useLocation()
  const target = hash.startsWith('#/') ? hash.slice(1) : '/dashboard'
  return <Navigate to={target} replace />
}
