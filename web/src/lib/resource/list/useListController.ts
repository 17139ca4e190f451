import { useEffect, useMemo } from 'react'
import { usePermissions } from '../../session'
import { useResourceList } from '../hooks/useResourceList'
import type { ResourceList } from '../hooks/useResourceList'
import { filterKeysOf } from '../types'
import type { ListResource, RecordOf } from '../types'
import { lastPageOf } from './listState'
import type { ListOptions } from './listState'
import { useListState } from './useListState'
import type { ListStateControls } from './useListState'

export interface ListController<R extends ListResource> extends ListStateControls {
  resource: R
  list: ResourceList<RecordOf<R>>
  /** What the employee's role allows on this resource. */
  allowed: { add: boolean; update: boolean; remove: boolean }
}

export type ListControllerOptions = Pick<
  ListOptions,
  'pageSize' | 'sort' | 'dateRange' | 'validFilter'
>

/**
 * The headless core of a list screen: URL state, the page of rows, and what
 * the employee may do. Views (ResourceTable, toolbars) only render it.
 */
export function useListController<R extends ListResource>(
  resource: R,
  options: ListControllerOptions = {},
): ListController<R> {
  const filterKeys = useMemo(() => filterKeysOf(resource), [resource])
  const controls = useListState({ sortable: resource.sortable, filterKeys, ...options })
  const list = useResourceList(resource, controls.state)
  const { can } = usePermissions()

  // Past the last page (its last row was deleted, an old link): show the last
  // page instead of an empty one, in place of this history entry.
  const { page, pageSize } = controls.state
  const lastPage = lastPageOf(list.total, pageSize)
  const beyond = !list.isFetching && !list.error && list.total > 0 && page > lastPage
  const { setPage } = controls
  useEffect(() => {
    if (beyond) setPage(lastPage, true)
  }, [beyond, lastPage, setPage])

  return {
    ...controls,
    resource,
    list,
    allowed: {
      add: can(resource.key, 'Add'),
      update: can(resource.key, 'Update'),
      remove: can(resource.key, 'Delete'),
    },
  }
}
