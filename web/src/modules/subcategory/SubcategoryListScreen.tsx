import { categoryResource, subcategoryResource } from 'contracts'
import type { Subcategory } from 'contracts'
import {
  ArabicText,
  FlagFilter,
  FlagTag,
  ImageCell,
  ReferenceFilter,
  ResourceListPage,
  ResourceTable,
  RowActions,
  useDeleteRecord,
  useListController,
} from '../../lib/resource'
import type { Column, CsvColumn } from '../../lib/resource'
import { subcategoryPaths } from './paths'

const columns: Column<Subcategory>[] = [
  {
    id: 'image',
    header: 'Image',
    cell: (s) => <ImageCell src={s.imageUrl} alt={s.name} />,
    width: 64,
  },
  { id: 'name', header: 'Name', sortField: 'name', cell: (s) => s.name },
  { id: 'nameAr', header: 'Arabic name', cell: (s) => <ArabicText>{s.nameAr}</ArabicText> },
  { id: 'category', header: 'Category', sortField: 'categoryName', cell: (s) => s.categoryName },
  { id: 'productCount', header: 'Products', align: 'right', cell: (s) => s.productCount },
  {
    id: 'sortOrder',
    header: 'Sort order',
    sortField: 'sortOrder',
    align: 'right',
    cell: (s) => s.sortOrder,
  },
  {
    id: 'isActive',
    header: 'Active',
    cell: (s) => <FlagTag on={s.isActive} yes="Active" no="Inactive" />,
  },
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
  const remove = useDeleteRecord(subcategoryResource, (s) => s.name, {
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
          <FlagFilter
            label="Status"
            yes="Active"
            no="Inactive"
            value={list.state.filters.isActive}
            onChange={(v) => list.setFilter('isActive', v)}
          />
        </>
      }
    >
      <ResourceTable
        controller={list}
        columns={columns}
        plural="sub-categories"
        rowActions={(s) => (
          <RowActions
            name={s.name}
            editTo={list.allowed.update ? subcategoryPaths.edit(s.id) : undefined}
            onDelete={list.allowed.remove ? () => remove.request(s) : undefined}
          />
        )}
      />
      {remove.dialog}
    </ResourceListPage>
  )
}
