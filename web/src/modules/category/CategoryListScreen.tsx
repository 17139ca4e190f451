import { categoryResource } from 'contracts'
import type { Category } from 'contracts'
import {
  ActiveFilter,
  ResourceListPage,
  ResourceTable,
  activeColumn,
  csvColumnsOf,
  imageColumn,
  nameArColumn,
  nameColumn,
  sortOrderColumn,
  useListController,
  useRowActions,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { categoryPaths } from './paths'

const columns: Column<Category>[] = [
  imageColumn(),
  nameColumn(),
  nameArColumn(),
  {
    id: 'subCategoryCount',
    header: 'Sub-categories',
    sortField: 'subCategoryCount',
    align: 'right',
    cell: (c) => c.subCategoryCount,
    csv: (c) => c.subCategoryCount,
  },
  sortOrderColumn(),
  activeColumn(),
]

const csvColumns = csvColumnsOf(columns)

/** Categories: the layer does the work; this says which columns and filters. */
export default function CategoryListScreen() {
  const list = useListController(categoryResource, {
    sort: { field: 'sortOrder', direction: 'asc' },
  })
  const actions = useRowActions(list, { paths: categoryPaths, nameOf: (c) => c.name })
  return (
    <ResourceListPage
      title="Categories"
      controller={list}
      addTo={categoryPaths.add}
      addLabel="Add category"
      searchPlaceholder="Search by name, English or Arabic"
      csv={{ filename: 'categories', columns: csvColumns }}
      filters={<ActiveFilter list={list} />}
    >
      <ResourceTable controller={list} columns={columns} plural="categories" rowActions={actions} />
    </ResourceListPage>
  )
}
