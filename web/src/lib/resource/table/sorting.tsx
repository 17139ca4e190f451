import { ChevronDownIcon, ChevronUpIcon, DoubleCaretVerticalIcon } from '@blueprintjs/icons'
import type { ListController } from '../list/useListController'
import type { ListResource } from '../types'

/** A list's sort, as its state holds it. */
export type SortState = ListController<ListResource>['state']['sort']

/** The aria-sort of a column header sorted by `field`. */
export function ariaSort(sort: SortState, field: string | undefined) {
  if (!field || sort?.field !== field) return undefined
  return sort.direction === 'asc' ? 'ascending' : 'descending'
}

/** The icon of a sort button: both ways, up or down. */
export function sortIcon(sort: SortState, field: string) {
  if (sort?.field !== field) return <DoubleCaretVerticalIcon />
  return sort.direction === 'asc' ? <ChevronUpIcon /> : <ChevronDownIcon />
}
