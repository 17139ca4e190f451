import { Callout, H1 } from '@blueprintjs/core'
import { useMemo } from 'react'
import { defaultDateRange, formatDate, formatDateTime } from '../../lib/dates'
import { usePermissions, useSession } from '../../lib/session'
import { DashboardFigures } from './DashboardFigures'
import { ModuleLinks } from './ModuleLinks'
import './dashboard.css'

/**
 * The landing screen after sign-in: greets the employee, then the business at
 * a glance for those who may see orders (`order` View); the others get links
 * to their modules instead of figures.
 */
export default function DashboardScreen() {
  const session = useSession()
  const { can, isLoading } = usePermissions()
  const employee = session?.employee
  const range = useMemo(() => defaultDateRange(), [])
  const figures = can('order')
  return (
    <section aria-labelledby="dashboard-title">
      <H1 id="dashboard-title" style={{ fontSize: 26 }}>
        Welcome, {employee ? `${employee.firstName} ${employee.lastName}` : 'back'}
      </H1>
      {employee && <p>Signed in as {employee.roleName}.</p>}
      {figures ? (
        <DashboardFigures />
      ) : (
        !isLoading && (
          <>
            <Callout intent="primary" title="Today" style={{ marginBottom: 12 }}>
              It is {formatDateTime(new Date())}. The last 30 days run from{' '}
              {formatDate(range.from, 'UTC')} to {formatDate(range.to, 'UTC')} (days run from
              midnight UTC).
            </Callout>
            <ModuleLinks />
          </>
        )
      )}
    </section>
  )
}
