import { HTMLTable, Spinner } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { errorMessage } from '../../lib/resource'
import { Nothing } from './DrawerSection'
import { m } from './words'

interface LedgerTableProps<T> {
  caption: string
  rows: readonly T[] | undefined
  error: unknown
  empty: string
  headers: readonly string[]
  row: (item: T) => ReactNode[]
  keyOf: (item: T) => number
}

/** The last lines of a list in the drawer (wallet, points, orders): loading, error, empty. */
export function LedgerTable<T>(props: LedgerTableProps<T>) {
  const { caption, rows, error, empty, headers, row, keyOf } = props
  if (error && !rows) return <Nothing>{errorMessage(error)}</Nothing>
  if (!rows) return <Spinner size={20} aria-label={m.loadingOf({ caption })} />
  if (rows.length === 0) return <Nothing>{empty}</Nothing>
  return (
    <HTMLTable compact striped aria-label={caption}>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => (
          <tr key={keyOf(item)}>
            {row(item).map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  )
}
