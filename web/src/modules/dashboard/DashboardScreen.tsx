import { Callout, H1 } from '@blueprintjs/core'
import { useMemo } from 'react'
import { defaultDateRange, formatDate, formatDateTime } from '../../lib/dates'
import { usePermissions, useSession } from '../../lib/session'
import { DashboardFigures } from './DashboardFigures'
import { ModuleLinks } from './ModuleLinks'
import './dashboard.css'
import { m } from './figures'

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
        {m.welcome({ name: employee ? `${employee.firstName} ${employee.lastName}` : m.back() })}
      </H1>
      {employee && <p>{m.signedInAs({ role: employee.roleName })}</p>}
      {figures ? (
        <DashboardFigures />
      ) : (
        !isLoading && (
          <>
            <Callout intent="primary" title={m.today()} style={{ marginBottom: 12 }}>
              {m.todayText({
                now: formatDateTime(new Date()),
                from: formatDate(range.from, 'UTC'),
                to: formatDate(range.to, 'UTC'),
              })}
            </Callout>
            <ModuleLinks />
          </>
        )
      )}
    </section>
  )
}
