import { categoryResource, subcategoryResource } from 'contracts'
import type { Subcategory } from 'contracts'
import {
  ActiveFilter,
  ReferenceFilter,
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
import { subcategoryAffects, subcategoryPaths } from './paths'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** The columns, in the page's language (their words arrive with the screen's code). */
const columnsOf = (): Column<Subcategory>[] => [
  imageColumn(),
  nameColumn(),
  nameArColumn(),
  {
    id: 'category',
    header: m.category(),
    sortField: 'categoryName',
    cell: (s) => s.categoryName,
    csv: (s) => s.categoryName,
  },
  {
    id: 'productCount',
    header: m.products(),
    align: 'right',
    cell: (s) => s.productCount,
    csv: (s) => s.productCount,
  },
  sortOrderColumn(),
  activeColumn(),
]

/** Sub-categories, filtered by category; the category is shown by name from the row itself. */
export default function SubcategoryListScreen() {
  const columns = columnsOf()
  const list = useListController(subcategoryResource, {
    sort: { field: 'categoryName', direction: 'asc' },
  })
  const actions = useRowActions(list, {
    paths: subcategoryPaths,
    nameOf: (s) => s.name,
    // Category rows count sub-categories; product rows show their names.
    affects: subcategoryAffects,
  })
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={subcategoryPaths.add}
      addLabel={m.add()}
      searchPlaceholder={m.searchPlaceholder()}
      csv={{ filename: 'sub-categories', columns: csvColumnsOf(columns) }}
      filters={
        <>
          <ReferenceFilter
            label={m.category()}
            resource={categoryResource}
            value={list.state.filters.categoryId}
            onChange={(id) => list.setFilter('categoryId', id)}
          />
          <ActiveFilter list={list} />
        </>
      }
    >
      <ResourceTable controller={list} columns={columns} plural={m.plural()} rowActions={actions} />
    </ResourceListPage>
  )
}
