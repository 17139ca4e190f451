import { useSearchParams } from 'react-router-dom'
import { branchIdIn } from '../../lib/orders'

/** The branch the board shows (`?branchId=`), or all of the employee's branches. */
export function useBranchChoice() {
  const [params, setParams] = useSearchParams()
  const branchId = branchIdIn(params)
  const choose = (id: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id === undefined) next.delete('branchId')
        else next.set('branchId', String(id))
        return next
      },
      { replace: false },
    )
  return { branchId, scope: branchId === undefined ? 'all' : String(branchId), choose }
}
