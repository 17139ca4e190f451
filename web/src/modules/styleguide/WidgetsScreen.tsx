import { H1 } from '@blueprintjs/core'
import { StatCard } from '../../components/StatCard'
import { defaultDateRange, formatDate } from '../../lib/dates'
import { messages } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'
import { formatCount } from '../../lib/i18n/numbers'
import en from './messages.en.json'

const m = messages(en)

/** The dashboard widgets, with sample figures. */
export default function WidgetsScreen() {
  const { from, to } = defaultDateRange()
  const period = `${formatDate(from, 'UTC')} – ${formatDate(to, 'UTC')}`
  return (
    <section aria-labelledby="widgets-title">
      <H1 id="widgets-title" style={{ fontSize: 26 }}>
        {m.widgets()}
      </H1>
      <p>{m.widgetsLead()}</p>
      <div className="app-grid">
        <StatCard label={m.orders()} value={formatCount(1284)} note={period} />
        <StatCard label={m.revenue()} value={formatUsd('23410.50')} note={period} />
        <StatCard label={m.averageOrder()} value={formatUsd('18.23')} note={period} />
        <StatCard label={m.newCustomers()} value={formatCount(96)} note={period} />
      </div>
    </section>
  )
}
