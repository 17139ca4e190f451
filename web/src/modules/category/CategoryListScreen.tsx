import { categoryResource } from 'contracts'
import type { Category } from 'contracts'
import {
  ActiveFilter,
  ResourceListPage,
  ResourceTable,
  activeColumn,
  imageColumn,
  nameArColumn,
  nameColumn,
  sortOrderColumn,
  useListController,
  useRowActions,
} from '../../lib/resource'
import type { Column, CsvColumn } from '../../lib/resource'
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
  },
  sortOrderColumn(),
  activeColumn(),
]

const csvColumns: CsvColumn<Category>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: 'Name', value: (c) => c.name },
  { header: 'Arabic name', value: (c) => c.nameAr },
  { header: 'Sub-categories', value: (c) => c.subCategoryCount },
  { header: 'Sort order', value: (c) => c.sortOrder },
  { header: 'Active', value: (c) => (c.isActive ? 'Yes' : 'No') },
]

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
