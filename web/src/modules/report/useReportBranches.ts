import { reportRoutes } from 'contracts'
import { useSearchParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { branchIdIn } from '../../lib/orders'

/**
 * The employee's branches (all when they are not limited to some), by name,
 * as the sales report lists them (any role with report View reads it), and
 * the one chosen in the URL (`branchId`), the first by default.
 */
export function useReportBranches() {
  const [params, setParams] = useSearchParams()
  const { data, error } = useApi(reportRoutes.getSalesReport, {
    query: { groupBy: 'branch' },
    revalidateOnFocus: false,
  })
  const branches = data?.Data.branches
  const asked = branchIdIn(params)
  const branch = branches?.find((b) => b.id === asked) ?? branches?.[0]
  const choose = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set('branchId', String(id))
      return next
    })
  return { branches, branch, choose, error }
}
