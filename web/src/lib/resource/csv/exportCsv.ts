import { apiRequest, readAllPages } from '../../api'
import { listQuery } from '../list/listState'
import type { ListState } from '../list/listState'
import type { ListPage, ListResource, RecordOf } from '../types'
import { aboutRows } from '../../export'
import type { ExportAbout } from '../../export'
import { CSV_BOM } from './csv'
import { csvWithAbout } from './listAbout'
import type { CsvValue } from './csv'

export interface CsvColumn<T> {
  header: string
  value: (row: T) => CsvValue
}

/** Lines a file ends with, made from all its rows: one value per column, in order. */
export type CsvFooter<T> = (rows: readonly T[]) => CsvValue[][]

export interface ExportProgress {
  fetched: number
  total: number
}

/**
 * Every row of the list as it is filtered, sorted and searched now, read page
 * by page (readAllPages: never the whole table in one answer), as a
 * CSV document whose first rows say what it is (`about`, lib/export).
 */
export async function exportCsv<R extends ListResource>(options: {
  resource: R
  state: ListState
  columns: readonly CsvColumn<RecordOf<R>>[]
  /** What the file is: its first rows. */
  about: ExportAbout
  /** Lines after the rows, made from every exported row (totals). */
  footer?: CsvFooter<RecordOf<R>>
  onProgress?: (progress: ExportProgress) => void
  signal?: AbortSignal
}): Promise<string> {
  const { resource, state, columns, about, footer, onProgress, signal } = options
  const rows = await readAllPages(
    (page, pageSize) =>
      apiRequest(resource.routes.list, {
        query: listQuery(state, { page, pageSize }),
        signal,
      }) as Promise<ListPage<RecordOf<R>>>,
    { onPage: onProgress },
  )
  return csvWithAbout(
    aboutRows(about),
    columns.map((c) => c.header),
    [...rows.map((row) => columns.map((c) => c.value(row))), ...(footer?.(rows) ?? [])],
  )
}

/** Saves text as a UTF-8 CSV file (with BOM) through a temporary Blob link. */
export function downloadCsv(filename: string, csv: string) {
  const blob = new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
