import { Button, NonIdealState } from '@blueprintjs/core'
import { RefreshIcon } from '@blueprintjs/icons'
import { guard } from 'contracts'
import { useEffect } from 'react'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { messages, say } from '../lib/i18n'
import { usePermissions } from '../lib/session/usePermissions'
import { showToast } from '../lib/toaster'
import en from './messages.en.json'
import { PageSpinner } from './PageSpinner'

const m = messages(en)

/**
 * The route guard of docs/requirements.md#the-guard-and-the-sidebar, paths mapped to modules by the registry
 * (docs/requirements.md#the-registry): add screens need Add, edit screens Update, and anything else of
 * no permitted module goes to the first permitted module's page, a toast saying why.
 * Read views (`/order/12`) need View only.
 */
export function PermissionGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const { entries, isLoading, error, retry } = usePermissions()
  if (isLoading) return <PageSpinner label={m.loadingPermissions()} />
  if (error && entries.length === 0) {
    return (
      <NonIdealState
        title={m.permissionsNotLoaded()}
        description={error.errorMessage ?? m.checkConnection()}
        action={
          <Button icon={<RefreshIcon />} onClick={retry}>
            {m.tryAgain()}
          </Button>
        }
      />
    )
  }
  const decision = guard(pathname, entries)
  if (!decision.allow) return <SentAway to={decision.redirect} reason={decision.reason} />
  return children
}

/** Goes where the guard says, with a toast saying why (never a silent jump to another screen). */
function SentAway({ to, reason }: { to: string; reason: string | undefined }) {
  useEffect(() => {
    if (reason) void showToast(say(reason), 'warning')
  }, [reason])
  return <Navigate to={to} replace />
}
