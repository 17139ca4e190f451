import { businessTimeZone, wallClock } from 'contracts'
import { formatDateTime, formatSpan } from '../dates'
import { useSession } from '../session'
import { messages } from '../i18n'
import en from './messages.en.json'

const m = messages(en)

/**
 * What an exported file is, said in its name and in its first rows: every
 * .xlsx and CSV the app writes takes its name and those rows from here.
 */
export interface ExportAbout {
  /** The report: "Sales by day", "Shift report", "Orders" (in the employee's language). */
  report: string
  /**
   * The report in the file's name, which stays ASCII whatever the language: its English name
   * ("Sales by day"); by default `report`.
   */
  file?: string | undefined
  /** The one branch it covers, by name (in the employee's language); undefined: every branch of the employee's. */
  branch?: string | undefined
  /**
   * The branch in the file's name, which stays ASCII whatever the language: its English name
   * (`branchName`); by default `branch`.
   */
  branchFile?: string | undefined
  /** The branches it covers, in words (defaults to `branch` or "All branches"). */
  branches?: string | undefined
  /** Its whole range as instants (`to` excluded); absent: the file holds no range (now). */
  from?: string | undefined
  to?: string | undefined
  /** How its days are counted, said after the range: "days run from midnight UTC". */
  days?: string | undefined
  /** The days of the range in the name are UTC days (else the business's clock). */
  utcDays?: boolean
  grouping?: string | undefined
  /** Other filters in words ("Status: Pending"), each a row. */
  filters?: readonly (readonly [string, string])[]
  /** Who exported it, and when (ms). */
  exportedBy: string
  exportedAt: number
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** `YYYY-MM-DD` of an instant, on the business's clock or in UTC. */
function dayOf(ms: number, utc: boolean) {
  const w = wallClock(ms, utc ? 'UTC' : businessTimeZone())
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${w.year}-${pad(w.month + 1)}-${pad(w.day)}`
}

/**
 * The file's name: report, branch (or `all-branches`) and whole range,
 * `sales-by-day-beirut-hamra-2026-10-01-to-2026-10-31.xlsx` (one day once; the
 * day of the export when the file holds no range).
 */
export function exportFileName(about: ExportAbout, extension: 'xlsx' | 'csv'): string {
  const utc = about.utcDays ?? false
  const first = dayOf(about.from ? Date.parse(about.from) : about.exportedAt, utc)
  // `to` is excluded: the range's last day is the one of its last instant.
  const last = dayOf(about.to ? Date.parse(about.to) - 1 : about.exportedAt, utc)
  const range = first === last ? first : `${first}-to-${last}`
  const branch = about.branch
    ? slug(about.branchFile ?? about.branch) || 'one-branch'
    : 'all-branches'
  return `${slug(about.file ?? about.report) || 'export'}-${branch}-${range}.${extension}`
}

/** The file's first rows, label and value: report, branches, range, grouping, filters, who and when. */
export function aboutRows(about: ExportAbout): [string, string][] {
  const range =
    about.from || about.to
      ? `${formatSpan(about.from, about.to, about.exportedAt)}${about.days ? ` (${about.days})` : ''}`
      : m.asOf({ time: formatDateTime(about.exportedAt) })
  return [
    [m.report(), about.report],
    [m.branches(), about.branches ?? about.branch ?? m.allBranches()],
    [m.range(), range],
    ...(about.grouping ? [[m.grouping(), about.grouping] as [string, string]] : []),
    ...(about.filters ?? []).map(([k, v]) => [k, v] as [string, string]),
    [m.exported(), m.exportedBy({ who: about.exportedBy, time: formatDateTime(about.exportedAt) })],
  ]
}

/** Who is exporting: the signed-in employee's name. */
export function useExporter(): string {
  const employee = useSession()?.employee
  return employee ? `${employee.firstName} ${employee.lastName}` : m.unknown()
}
