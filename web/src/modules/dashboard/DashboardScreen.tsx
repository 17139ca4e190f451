import { Callout, H1 } from '@blueprintjs/core'
import { useMemo } from 'react'
import { defaultDateRange, formatDate, formatDateTime } from '../../lib/dates'
import { useSession } from '../../lib/session'

/** The landing screen after sign-in: greets the employee. */
export default function DashboardScreen() {
  const session = useSession()
  const employee = session?.employee
  const range = useMemo(() => defaultDateRange(), [])
  return (
    <section aria-labelledby="dashboard-title">
      <H1 id="dashboard-title" style={{ fontSize: 26 }}>
        Welcome, {employee ? `${employee.firstName} ${employee.lastName}` : 'back'}
      </H1>
      {employee && <p>Signed in as {employee.roleName}.</p>}
      <Callout intent="primary" title="Today">
        It is {formatDateTime(new Date())}. Figures on this dashboard cover the last 30 days, from{' '}
        {formatDate(range.from, 'UTC')} to {formatDate(range.to)}.
      </Callout>
    </section>
  )
}
