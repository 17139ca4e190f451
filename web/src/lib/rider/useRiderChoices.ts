import { riderResource } from 'contracts'
import type { BoardRider } from 'contracts'
import { useApi } from '../api'
import { messages } from '../i18n'
import en from './messages.en.json'

const m = messages(en)

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
export const carrying = (n: number) => m.carrying({ count: n })
