import { moneyToCents } from 'contracts'
import { aboutRows, exportFileName } from '../../lib/export'
import type { ExportAbout } from '../../lib/export'
import { formatLbp } from '../../lib/i18n/money'
import { wallClockDate } from './format'

/**
 * Reports as .xlsx spreadsheets made in the browser (write-excel-file, loaded
 * only when exporting): one sheet per table, a bold header row, numbers as
 * numbers (money in a USD format, pounds as whole LBP), instants as dates on the business's
 * clock, days as dates, and totals as a last row.
 */

/** How a column's cells are written. */
export type CellKind = 'text' | 'count' | 'usd' | 'lbp' | 'instant' | 'day'

export interface XlsxColumn<T> {
  header: string
  kind: CellKind
  value: (row: T) => string | number
  width?: number
}

export interface XlsxTable<T = never> {
  /** The sheet's name (at most 31 characters). */
  sheet: string
  columns: XlsxColumn<T>[]
  rows: readonly T[]
  /** The totals row: a value per column, or undefined for an empty cell. */
  totals?: (string | number | undefined)[]
  /**
   * What the sheet is, in its first rows before the table: report, branches,
   * range on the business's clock, grouping, who exported it and when.
   */
  about?: readonly (readonly [string, string])[]
}

/** A table of any row type (a workbook holds several). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyXlsxTable = XlsxTable<any>

export const USD_FORMAT = '[$$-409]#,##0.00'
/**
 * Whole pounds, the pound's sign in the employee's language as every amount shows it:
 * "450,000 LBP", "450,000 ل.ل." (Excel writes the digits in its own locale's).
 */
export const lbpFormat = () =>
  `#,##0 "${formatLbp(0)
    .replace(/[\d\u0660-\u0669\u200e\u200f]/g, '')
    .trim()}"`
const INSTANT_FORMAT = 'yyyy-mm-dd hh:mm'
const DAY_FORMAT = 'yyyy-mm-dd'

function cell(kind: CellKind, value: string | number | undefined, bold = false) {
  const weight = bold ? { fontWeight: 'bold' as const } : {}
  if (value === undefined || value === '') return null
  switch (kind) {
    case 'usd':
      return {
        type: Number,
        value: moneyToCents(String(value)) / 100,
        format: USD_FORMAT,
        ...weight,
      }
    case 'count':
      return { type: Number, value: Number(value), format: '#,##0', ...weight }
    case 'lbp':
      return { type: Number, value: Number(value), format: lbpFormat(), ...weight }
    case 'instant':
      return { type: Date, value: wallClockDate(String(value)), format: INSTANT_FORMAT, ...weight }
    case 'day':
      return {
        type: Date,
        value: new Date(`${String(value)}T00:00:00.000Z`),
        format: DAY_FORMAT,
        ...weight,
      }
    default:
      return { type: String, value: String(value), ...weight }
  }
}

/** A table as a sheet: header, rows, totals. */
function sheetOf<T>(table: XlsxTable<T>) {
  const header = table.columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const }))
  const rows = table.rows.map((row) => table.columns.map((c) => cell(c.kind, c.value(row))))
  const totals = table.totals
    ? [table.columns.map((c, i) => cell(i === 0 ? 'text' : c.kind, table.totals![i], true))]
    : []
  const about = (table.about ?? []).map(([label, value]) => [
    { value: label, fontWeight: 'bold' as const },
    { value },
  ])
  return {
    sheet: table.sheet.slice(0, 31),
    data: [...about, ...(about.length ? [[]] : []), header, ...rows, ...totals],
    columns: table.columns.map((c) => ({
      width: c.width ?? (c.kind === 'instant' ? 18 : c.kind === 'text' ? 24 : 14),
    })),
  }
}

/**
 * Writes the tables into one workbook and downloads it, named for what it is
 * (report, branch, range), the first sheet opening with what it is in rows.
 */
export async function downloadXlsx(about: ExportAbout, tables: AnyXlsxTable[]) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser')
  const [first, ...rest] = tables
  const sheets = first ? [{ ...first, about: aboutRows(about) }, ...rest] : []
  // The cells are built above; the library's typings cannot follow a union of them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await writeXlsxFile(sheets.map(sheetOf) as any).toFile(exportFileName(about, 'xlsx'))
}
