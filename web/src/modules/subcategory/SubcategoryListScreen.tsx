import { categoryResource, subcategoryResource } from 'contracts'
import type { Subcategory } from 'contracts'
import {
  ActiveFilter,
  ReferenceFilter,
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
import { subcategoryPaths } from './paths'

const columns: Column<Subcategory>[] = [
  imageColumn(),
  nameColumn(),
  nameArColumn(),
  { id: 'category', header: 'Category', sortField: 'categoryName', cell: (s) => s.categoryName },
  { id: 'productCount', header: 'Products', align: 'right', cell: (s) => s.productCount },
  sortOrderColumn(),
  activeColumn(),
]

const csvColumns: CsvColumn<Subcategory>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Name', value: (s) => s.name },
  { header: 'Arabic name', value: (s) => s.nameAr },
  { header: 'Category', value: (s) => s.categoryName },
  { header: 'Products', value: (s) => s.productCount },
  { header: 'Sort order', value: (s) => s.sortOrder },
  { header: 'Active', value: (s) => (s.isActive ? 'Yes' : 'No') },
]

/** Sub-categories, filtered by category; the category is shown by name from the row itself. */
export default function SubcategoryListScreen() {
  const list = useListController(subcategoryResource, {
    sort: { field: 'categoryName', direction: 'asc' },
  })
  const actions = useRowActions(list, {
    paths: subcategoryPaths,
    nameOf: (s) => s.name,
    affects: [categoryResource],
  })
  return (
    <ResourceListPage
      title="Sub Categories"
      controller={list}
      addTo={subcategoryPaths.add}
      addLabel="Add sub-category"
      searchPlaceholder="Search by name, English or Arabic"
      csv={{ filename: 'sub-categories', columns: csvColumns }}
      filters={
        <>
          <ReferenceFilter
            label="Category"
            resource={categoryResource}
            value={list.state.filters.categoryId}
            onChange={(id) => list.setFilter('categoryId', id)}
          />
          <ActiveFilter list={list} />
        </>
      }
    >
      <ResourceTable
        controller={list}
        columns={columns}
        plural="sub-categories"
        rowActions={actions}
      />
    </ResourceListPage>
  )
}
