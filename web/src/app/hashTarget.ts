import { matchPath } from 'react-router-dom'

/**
 * Where a hash route (`/#/login`, the form a 401 sends the browser to, docs/requirements.md#public-pages, docs/requirements.md#error-catalogue)
 * leads: its path when it is one of the app's routes (its query kept), otherwise,
 * like any unknown path, /dashboard. Nothing else is followed: not `#//elsewhere`,
 * not an unknown path.
 */
export function hashTarget(hash: string, knownPaths: readonly string[]): string {
  if (!hash.startsWith('#/')) return '/dashboard'
  const target = hash.slice(1)
  const path = target.split(/[?#]/, 1)[0] ?? ''
  const known = knownPaths.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null)
  return known && !path.startsWith('//') ? target : '/dashboard'
}
