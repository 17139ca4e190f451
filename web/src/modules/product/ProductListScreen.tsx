import { productResource } from 'contracts'
import type { Product } from 'contracts'
import {
  ResourceListPage,
  ResourceTable,
  csvColumnsOf,
  imageColumn,
  moneyColumn,
  nameArColumn,
  nameColumn,
  sortOrderColumn,
  useListController,
  useRowActions,
  yesNo,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { AvailabilityToggle } from './AvailabilityToggle'
import { productAffects, productPaths } from './paths'
import { ProductFilters } from './ProductFilters'

/** Products: 50 a page, filters of their own, and availability switched right in the list. */
export default function ProductListScreen() {
  const list = useListController(productResource, {
    pageSize: 50,
    sort: { field: 'name', direction: 'asc' },
  })
  const actions = useRowActions(list, {
    paths: productPaths,
    nameOf: (p) => p.name,
    affects: productAffects,
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
      csv: [
        { header: 'Category', value: (p) => p.categoryName },
        { header: 'Sub-category', value: (p) => p.subCategoryName },
      ],
    },
    moneyColumn('price', 'Price (USD)'),
    {
      id: 'isAvailable',
      header: 'Availability',
      cell: (p) => <AvailabilityToggle product={p} canUpdate={list.allowed.update} />,
      csv: [{ header: 'Available', value: (p) => yesNo(p.isAvailable) }],
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
      csv={{ filename: 'products', columns: csvColumnsOf(columns) }}
      filters={<ProductFilters list={list} />}
    >
      <ResourceTable controller={list} columns={columns} plural="products" rowActions={actions} />
    </ResourceListPage>
  )
}
