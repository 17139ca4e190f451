import { Card, H2, Switch } from '@blueprintjs/core'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { m } from './figures'

interface ChartPanelProps {
  title: string
  /** The picture. */
  chart: ReactNode
  /** The same figures as a table (screen readers, copying into a report). */
  table: ReactNode
}

/** A chart under its title, with a "Show as table" switch that shows its numbers instead. */
export function ChartPanel({ title, chart, table }: ChartPanelProps) {
  const [asTable, setAsTable] = useState(false)
  // Not made of the title: an Arabic title has no \w letters to make one of.
  const id = useId()
  return (
    <Card className="dashboard-panel" role="region" aria-labelledby={id}>
      <div className="dashboard-panel-head">
        <H2 id={id} className="dashboard-panel-title">
          {title}
        </H2>
        <Switch
          label={m.showAsTable()}
          checked={asTable}
          onChange={() => setAsTable((v) => !v)}
          style={{ margin: 0 }}
        />
      </div>
      {asTable ? table : chart}
    </Card>
  )
}
