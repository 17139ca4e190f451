import { useSearchParams } from 'react-router-dom'
import { readDayRange, writeDayRange, normalizeDayRange } from '../../lib/resource'
import type { DayRange } from '../../lib/resource'
import { branchIdIn } from '../../lib/orders'

/**
 * The dashboard's range and branch, kept in the URL (`from`, `to`,
 * `branchId`): shareable, and back and reload keep them. Without them, the
 * last 30 days (docs/requirements.md#constants) over all of the employee's branches.
 */
export function useDashboardFilters() {
  const [params, setParams] = useSearchParams()
  const range = readDayRange(params)
  const branchId = branchIdIn(params)
  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      change(next)
      return next
    })
  return {
    range,
    branchId,
    setRange: (next: DayRange) => update((p) => writeDayRange(p, normalizeDayRange(next))),
    setBranchId: (id: number | undefined) =>
      update((p) => (id === undefined ? p.delete('branchId') : p.set('branchId', String(id)))),
  }
}
