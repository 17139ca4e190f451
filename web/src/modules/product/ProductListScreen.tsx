import { productResource, subcategoryResource } from 'contracts'
import type { Product } from 'contracts'
import {
  ArabicText,
  ImageCell,
  ResourceListPage,
  ResourceTable,
  RowActions,
  useDeleteRecord,
  useListController,
} from '../../lib/resource'
import type { Column, CsvColumn } from '../../lib/resource'
import { AvailabilityToggle } from './AvailabilityToggle'
import { productPaths } from './paths'
import { ProductFilters } from './ProductFilters'

const csvColumns: CsvColumn<Product>[] = [
  { header: 'ID', value: (p) => p.id },
  { header: 'Name', value: (p) => p.name },
  { header: 'Arabic name', value: (p) => p.nameAr },
  { header: 'Category', value: (p) => p.categoryName },
  { header: 'Sub-category', value: (p) => p.subCategoryName },
  { header: 'Price (USD)', value: (p) => p.price },
  { header: 'Available', value: (p) => (p.isAvailable ? 'Yes' : 'No') },
  { header: 'Sort order', value: (p) => p.sortOrder },
]

/** Products: 50 a page, filters of their own, and availability switched right in the list. */
export default function ProductListScreen() {
  const list = useListController(productResource, {
    pageSize: 50,
    sort: { field: 'name', direction: 'asc' },
  })
  const remove = useDeleteRecord(productResource, (p) => p.name, { affects: [subcategoryResource] })
  const columns: Column<Product>[] = [
    {
      id: 'image',
      header: 'Image',
      cell: (p) => <ImageCell src={p.imageUrl} alt={p.name} />,
      width: 64,
    },
    { id: 'name', header: 'Name', sortField: 'name', cell: (p) => p.name },
    { id: 'nameAr', header: 'Arabic name', cell: (p) => <ArabicText>{p.nameAr}</ArabicText> },
    {
      id: 'subCategory',
      header: 'Sub-category',
      sortField: 'subCategoryName',
      cell: (p) => `${p.categoryName} › ${p.subCategoryName}`,
    },
    {
      id: 'price',
      header: 'Price (USD)',
      sortField: 'price',
      align: 'right',
      cell: (p) => p.price,
    },
    {
      id: 'isAvailable',
      header: 'Availability',
      cell: (p) => <AvailabilityToggle product={p} canUpdate={list.allowed.update} />,
    },
    {
      id: 'sortOrder',
      header: 'Sort order',
      sortField: 'sortOrder',
      align: 'right',
      cell: (p) => p.sortOrder,
    },
  ]
  return (
    <ResourceListPage
      title="Products"
      controller={list}
      addTo={productPaths.add}
      addLabel="Add product"
      searchPlaceholder="Search by name, English or Arabic"
      csv={{ filename: 'products', columns: csvColumns }}
      filters={<ProductFilters list={list} />}
    >
      <ResourceTable
        controller={list}
        columns={columns}
        plural="products"
        rowActions={(p) => (
          <RowActions
            name={p.name}
            editTo={list.allowed.update ? productPaths.edit(p.id) : undefined}
            onDelete={list.allowed.remove ? () => remove.request(p) : undefined}
          />
        )}
      />
      {remove.dialog}
    </ResourceListPage>
  )
}
