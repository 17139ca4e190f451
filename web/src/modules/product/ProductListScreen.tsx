import { productResource, subcategoryResource } from 'contracts'
import type { Product } from 'contracts'
import {
  ResourceListPage,
  ResourceTable,
  imageColumn,
  nameArColumn,
  nameColumn,
  sortOrderColumn,
  useListController,
  useRowActions,
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
  const actions = useRowActions(list, {
    paths: productPaths,
    nameOf: (p) => p.name,
    affects: [subcategoryResource],
  })
  const columns: Column<Product>[] = [
    imageColumn(),
    nameColumn(),
    nameArColumn(),
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
    sortOrderColumn(),
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
      <ResourceTable controller={list} columns={columns} plural="products" rowActions={actions} />
    </ResourceListPage>
  )
}
