import { Card, Classes, H2 } from '@blueprintjs/core'
import type { ReactNode } from 'react'

/** A dashboard widget: one figure with its label and an optional note. */
export function StatCard({
  label,
  value,
  note,
  icon,
}: {
  label: string
  value: ReactNode
  note?: ReactNode
  icon?: ReactNode
}) {
  return (
    <Card elevation={0} aria-label={label} role="group">
      <div className="app-icon-tile">
        {icon}
        <span className={Classes.TEXT_MUTED}>{label}</span>
      </div>
      <H2 style={{ margin: '8px 0 4px' }}>{value}</H2>
      {note && <small className={Classes.TEXT_MUTED}>{note}</small>}
    </Card>
  )
}
