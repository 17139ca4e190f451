import { offItemName, rankByName } from 'contracts'
import type { BranchAvailability, OffItem } from 'contracts'

/** A product, or one option of it, a branch sells, and whether it is off there now. */
export interface ItemRow {
  productId: number
  optionId: number | null
  name: string
  off: OffItem | undefined
}

/**
 * Each product and option the branch sells, the ones off now first; without
 * a query by name, with one ranked as every product search ranks
 * (`rankByName`: exact, start, word, anywhere; Arabic letters folded), products before
 * options within a rank. The
 * board's Items panel and the palette's "86 …" and "back …" commands.
 */
export function itemRows(
  sold: BranchAvailability['sold'],
  off: readonly OffItem[],
  query: string,
): ItemRow[] {
  const offOf = (productId: number, optionId: number | null) =>
    off.find((i) => i.productId === productId && i.optionId === optionId)
  const rows: ItemRow[] = sold.flatMap((p) => [
    { productId: p.productId, optionId: null, name: p.name, off: offOf(p.productId, null) },
    ...p.options.map((o) => ({
      productId: p.productId,
      optionId: o.optionId,
      name: offItemName(p.name, o.name),
      off: offOf(p.productId, o.optionId),
    })),
  ])
  // Searched: within a rank, whole products before options, so "beef shawarma" lists each
  // beef shawarma before the sizes and extras of the first (a stable sort keeps name order).
  const found = query.trim()
    ? rankByName(rows, query, (r) => [r.name])
        .sort((a, b) => a.tier - b.tier || optionFirst(a.item) - optionFirst(b.item))
        .map((r) => r.item)
    : rows
  // A stable sort: the ones off first, each part in the order found.
  return found.sort((a, b) => Number(!a.off) - Number(!b.off))
}

const optionFirst = (row: ItemRow) => Number(row.optionId !== null)
