import { PAGE_SIZE_MAX } from 'contracts'

/** One page of a list answer: its rows and how many the whole list holds. */
export interface PageOf<T> {
  Data: T[]
  TotalCount: number
}

/**
 * The rows of a list read page by page, PAGE_SIZE_MAX at a time (never the
 * whole table in one answer): all of them, or those before the first row
 * `until` stops at (a list sorted newest first, read back to a day).
 */
export async function readAllPages<T>(
  read: (page: number, pageSize: number) => Promise<PageOf<T>>,
  options: {
    until?: (row: T) => boolean
    onPage?: (progress: { fetched: number; total: number }) => void
  } = {},
): Promise<T[]> {
  const rows: T[] = []
  for (let page = 1; ; page++) {
    const answer = await read(page, PAGE_SIZE_MAX)
    const stop = options.until ? answer.Data.findIndex(options.until) : -1
    rows.push(...(stop < 0 ? answer.Data : answer.Data.slice(0, stop)))
    options.onPage?.({ fetched: rows.length, total: answer.TotalCount })
    if (
      stop >= 0 ||
      answer.Data.length < PAGE_SIZE_MAX ||
      page * PAGE_SIZE_MAX >= answer.TotalCount
    )
      return rows
  }
}
