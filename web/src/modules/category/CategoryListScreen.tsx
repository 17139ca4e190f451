import { categoryResource } from 'contracts'
import type { Category } from 'contracts'
import {
  ArabicText,
  FlagFilter,
  FlagTag,
  ImageCell,
  ResourceListPage,
  ResourceTable,
  RowActions,
  useDeleteRecord,
  useListController,
} from '../../lib/resource'
import type { Column, CsvColumn } from '../../lib/resource'
import { categoryPaths } from './paths'

const columns: Column<Category>[] = [
  {
    id: 'image',
    header: 'Image',
    cell: (c) => <ImageCell src={c.imageUrl} alt={c.name} />,
    width: 64,
  },
  { id: 'name', header: 'Name', sortField: 'name', cell: (c) => c.name },
  { id: 'nameAr', header: 'Arabic name', cell: (c) => <ArabicText>{c.nameAr}</ArabicText> },
  {
    id: 'subCategoryCount',
    header: 'Sub-categories',
    sortField: 'subCategoryCount',
    align: 'right',
    cell: (c) => c.subCategoryCount,
  },
  {
    id: 'sortOrder',
    header: 'Sort order',
    sortField: 'sortOrder',
    align: 'right',
    cell: (c) => c.sortOrder,
  },
  {
    id: 'isActive',
    header: 'Active',
    cell: (c) => <FlagTag on={c.isActive} yes="Active" no="Inactive" />,
  },
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
  const remove = useDeleteRecord(categoryResource, (c) => c.name)
  return (
    <ResourceListPage
      title="Categories"
      controller={list}
      addTo={categoryPaths.add}
      addLabel="Add category"
      searchPlaceholder="Search by name, English or Arabic"
      csv={{ filename: 'categories', columns: csvColumns }}
      filters={
        <FlagFilter
          label="Status"
          yes="Active"
          no="Inactive"
          value={list.state.filters.isActive}
          onChange={(v) => list.setFilter('isActive', v)}
        />
      }
    >
      <ResourceTable
        controller={list}
        columns={columns}
        plural="categories"
        rowActions={(c) => (
          <RowActions
            name={c.name}
            editTo={list.allowed.update ? categoryPaths.edit(c.id) : undefined}
            onDelete={list.allowed.remove ? () => remove.request(c) : undefined}
          />
        )}
      />
      {remove.dialog}
    </ResourceListPage>
  )
}
