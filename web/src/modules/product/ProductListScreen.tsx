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
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

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
      header: m.subcategory(),
      sortField: 'subCategoryName',
      cell: (p) => `${p.categoryName} › ${p.subCategoryName}`,
      csv: [
        { header: m.category(), value: (p) => p.categoryName },
        { header: m.subcategory(), value: (p) => p.subCategoryName },
      ],
    },
    moneyColumn('price', m.priceUsd()),
    {
      id: 'isAvailable',
      header: m.availability(),
      cell: (p) => <AvailabilityToggle product={p} canUpdate={list.allowed.update} />,
      csv: [{ header: m.available(), value: (p) => yesNo(p.isAvailable) }],
    },
    sortOrderColumn(),
  ]
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={productPaths.add}
      addLabel={m.add()}
      searchPlaceholder={m.searchPlaceholder()}
      csv={{ filename: 'products', columns: csvColumnsOf(columns) }}
      filters={<ProductFilters list={list} />}
    >
      <ResourceTable controller={list} columns={columns} plural={m.plural()} rowActions={actions} />
    </ResourceListPage>
  )
}
