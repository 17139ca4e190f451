import { useEffect } from 'react'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { endSession } from '../lib/session/store'
import { useSession } from '../lib/session/useSession'

/** docs/requirements.md#the-guard-and-the-sidebar: not signed in → clear the session and go to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession()
  useEffect(() => {
    if (!session) endSession()
  }, [session])
  if (!session) return <Navigate to="/login" replace />
  return children
}
