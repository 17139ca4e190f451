import { orderRoutes } from 'contracts'

/** The branch the board shows (`?branchId=`), or undefined for all of the employee's. */
export function branchIdIn(params: URLSearchParams): number | undefined {
  const raw = params.get('branchId')
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined
}

/** The board's read for a branch choice: the route and its query. */
export const boardRead = (branchId: number | undefined) =>
  [orderRoutes.getBranchOrdersBoard, { query: { branchId } }] as const
