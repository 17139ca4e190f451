import { useDeleteRecord } from '../delete/useDeleteRecord'
import type { MutationOptions } from '../hooks/useResourceMutations'
import type { ListController } from '../list/useListController'
import type { ResourcePaths } from '../paths'
import type { RecordOf, Resource } from '../types'
import type { RowActionsView } from './ResourceTable'
import { RowActions } from './RowActions'

export interface RowActionsOptions<R extends Resource> extends MutationOptions {
  /** Where a record's View and Edit go. */
  paths: Pick<ResourcePaths, 'view' | 'edit'>
  /** How a record is named on its buttons and in the delete confirmation. */
  nameOf: (record: RecordOf<R>) => string
}

/**
 * Edit and Delete for each row of a list, each only where the role allows it
 * (`list.allowed`), and the delete confirmation: hand it to ResourceTable.
 * A row opens its edit screen for those who may Update (one click to the work
 * they came for), its read view for those who may only View.
 */
export function useRowActions<R extends Resource>(
  list: ListController<R>,
  { paths, nameOf, ...options }: RowActionsOptions<R>,
): RowActionsView<RecordOf<R>> {
  const remove = useDeleteRecord(list.resource, nameOf, options)
  const open = (record: RecordOf<R>) =>
    list.allowed.update ? paths.edit(record.id) : paths.view(record.id)
  const render = (record: RecordOf<R>) => (
    <RowActions
      name={nameOf(record)}
      viewTo={paths.view(record.id)}
      editTo={list.allowed.update ? paths.edit(record.id) : undefined}
      onDelete={list.allowed.remove ? () => remove.request(record) : undefined}
    />
  )
  return { render, open, dialog: remove.dialog }
}
