import type { ListController } from '../list/useListController'
import type { ListResource } from '../types'
import { FlagFilter } from './cells'

/** The Status filter of a list whose records have an `isActive` flag (see `activeColumn`). */
export function ActiveFilter<R extends ListResource>({ list }: { list: ListController<R> }) {
  return (
    <FlagFilter
      label="Status"
      yes="Active"
      no="Inactive"
      value={list.state.filters.isActive}
      onChange={(v) => list.setFilter('isActive', v)}
    />
  )
}
