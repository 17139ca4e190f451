import { useEffect } from 'react'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { SessionCache } from '../lib/session/SessionCache'
import { endSession } from '../lib/session/store'
import { useSession } from '../lib/session/useSession'

/**
 * SPEC §6: not signed in → clear the session and go to /login. Signed in, what
 * it wraps reads through the session's own cache.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession()
  useEffect(() => {
    if (!session) endSession()
  }, [session])
  if (!session) return <Navigate to="/login" replace />
  return <SessionCache>{children}</SessionCache>
}
