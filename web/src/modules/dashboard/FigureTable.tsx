import { HTMLTable } from '@blueprintjs/core'
import type { ReactNode } from 'react'

export interface FigureColumn<T> {
  label: string
  cell: (row: T) => ReactNode
  /** Figures align right. */
  numeric?: boolean
}

interface FigureTableProps<T> {
  caption: string
  columns: FigureColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string | number
}

/** A chart's numbers (or a top list) as a plain table. */
export function FigureTable<T>({ caption, columns, rows, rowKey }: FigureTableProps<T>) {
  return (
    // Focusable: a long table scrolls in its box, and the keyboard must reach it.
    <div className="dashboard-table" tabIndex={0}>
      <HTMLTable compact striped style={{ width: '100%' }}>
        <caption className="dashboard-caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" style={c.numeric ? { textAlign: 'end' } : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.label} style={c.numeric ? { textAlign: 'end' } : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  )
}
