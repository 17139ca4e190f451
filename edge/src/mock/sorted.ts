/**
 * The first place in an ascending list whose value is not below `value`
 * (binary search): where `value` is, or would go. The list's length when
 * every value is below it.
 */
export function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < value) lo = mid + 1
    else hi = mid
  }
  return lo
}
