import { useDeleteRecord } from '../delete/useDeleteRecord'
import type { MutationOptions } from '../hooks/useResourceMutations'
import type { ListController } from '../list/useListController'
import type { ResourcePaths } from '../paths'
import type { RecordOf, Resource } from '../types'
import type { RowActionsView } from './ResourceTable'
import { RowActions } from './RowActions'

export interface RowActionsOptions<R extends Resource> extends MutationOptions {
  /** Where a record's Edit goes. */
  paths: Pick<ResourcePaths, 'edit'>
  /** How a record is named on its buttons and in the delete confirmation. */
  nameOf: (record: RecordOf<R>) => string
}

/**
 * Edit and Delete for each row of a list, each only where the role allows it
 * (`list.allowed`), and the delete confirmation: hand it to ResourceTable.
 */
export function useRowActions<R extends Resource>(
  list: ListController<R>,
  { paths, nameOf, ...options }: RowActionsOptions<R>,
): RowActionsView<RecordOf<R>> {
  const remove = useDeleteRecord(list.resource, nameOf, options)
  const render = (record: RecordOf<R>) => (
    <RowActions
      name={nameOf(record)}
      editTo={list.allowed.update ? paths.edit(record.id) : undefined}
      onDelete={list.allowed.remove ? () => remove.request(record) : undefined}
    />
  )
  return { render, dialog: remove.dialog }
}
