import { H1 } from '@blueprintjs/core'
import { StatCard } from '../../components/StatCard'
import { defaultDateRange, formatDate } from '../../lib/dates'

/** The dashboard widgets, with sample figures. */
export default function WidgetsScreen() {
  const { from, to } = defaultDateRange()
  const period = `${formatDate(from, 'UTC')} – ${formatDate(to, 'UTC')}`
  return (
    <section aria-labelledby="widgets-title">
      <H1 id="widgets-title" style={{ fontSize: 26 }}>
        Widgets
      </H1>
      <p>Sample figures; the dashboard fills them from the API.</p>
      <div className="app-grid">
        <StatCard label="Orders" value="1,284" note={period} />
        <StatCard label="Revenue" value="$23,410.50" note={period} />
        <StatCard label="Average order" value="$18.23" note={period} />
        <StatCard label="New customers" value="96" note={period} />
      </div>
    </section>
  )
}
