import { resolveDateRange } from 'contracts'
import type { ExportAbout } from '../../export'
import { dayRangeQuery } from '../dates/dayRange'
import type { ListState } from '../list/listState'
import { BRANCH_FILTER_ID } from '../list/filterTags'
import type { FilterTag } from '../list/filterTags'
import { messages } from '../../i18n'
import en from '../messages.en.json'
import { toCsv } from './csv'
import type { CsvValue } from './csv'

const m = messages(en)

/** The Branch filter's tag (ReferenceFilter on branches, or lib/branches' BranchFilter). */
const BRANCH_TAG = BRANCH_FILTER_ID

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * What a list's CSV is, for its name and first rows: the list, the branch its
 * Branch filter names (else all branches), its whole range (the list's days,
 * or the exact instants a figure's link set: when the orders ended, else when
 * they were placed), every filter set in words as the toolbar shows it, the
 * search, and the filters exactly as the address carries them.
 */
export function listAbout(
  report: string,
  state: ListState,
  tags: readonly Pick<FilterTag, 'id' | 'label' | 'value' | 'fileValue'>[],
  exportedBy: string,
  exportedAt: number,
): ExportAbout {
  const f = state.filters
  let range: Pick<ExportAbout, 'from' | 'to' | 'days' | 'utcDays'> = {}
  if (state.dateRange) {
    const { fromMs, toMs } = resolveDateRange(
      dayRangeQuery(state.dateRange, exportedAt),
      exportedAt,
    )
    range = { from: iso(fromMs), to: iso(toMs), days: m.csvListDays(), utcDays: true }
  } else {
    const [from, to] =
      f.completedFrom || f.completedTo ? ['completedFrom', 'completedTo'] : ['from', 'to']
    if (f[from!] || f[to!]) {
      const { fromMs, toMs } = resolveDateRange({ from: f[from!], to: f[to!] }, exportedAt)
      range = {
        from: f[from!] ? iso(fromMs) : undefined,
        to: iso(toMs),
        days: from === 'completedFrom' ? m.csvEndedRange() : m.csvPlacedRange(),
      }
    }
  }
  const branchTag = tags.find((t) => t.id === BRANCH_TAG)
  const query = new URLSearchParams(
    Object.entries(f).filter(([, v]) => v !== undefined && v !== '') as [string, string][],
  ).toString()
  return {
    report,
    branch: branchTag?.value,
    branchFile: branchTag?.fileValue,
    ...range,
    filters: [
      ...tags.filter((t) => t.id !== BRANCH_TAG).map((t) => [t.label, t.value] as const),
      ...(state.search.trim() ? [[m.csvSearch(), state.search.trim()] as const] : []),
      ...(query ? [[m.csvQuery(), query] as const] : []),
    ],
    exportedBy,
    exportedAt,
  }
}

/** A CSV that says what it is: its about rows, an empty line, then the table. */
export function csvWithAbout(
  about: readonly (readonly [string, string])[],
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): string {
  return toCsv(about[0] ?? [], [...about.slice(1), [], header, ...rows])
}
