import { riderResource } from 'contracts'
import type { BoardRider } from 'contracts'
import { useApi } from '../api'

/**
 * The active riders of a branch, for choosing who takes an order out: those
 * given (the board's answer carries them) or read with `GET /rider`.
 */
export function useRiderChoices(branchId: number, given: readonly BoardRider[] | undefined) {
  const read = useApi(riderResource.routes.list, {
    query: { branchId, isActive: true, pageSize: 100 },
    enabled: given === undefined,
  })
  const riders: readonly BoardRider[] | undefined = given ?? read.data?.Data
  return { riders, error: read.error, isLoading: !riders && !read.error, reload: read.mutate }
}

/** Riders on shift, fewest orders on the road first, then by name. */
export const onShiftFirstFree = (riders: readonly BoardRider[]) =>
  riders
    .filter((r) => r.isActive && r.onShift)
    .sort((a, b) => a.activeOrders - b.activeOrders || a.name.localeCompare(b.name))

/** "carries 2 orders", "no order on the road". */
export const carrying = (n: number) =>
  n === 0 ? 'no order on the road' : n === 1 ? 'carries 1 order' : `carries ${n} orders`
