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
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** The columns, in the page's language (their words arrive with the screen's code). */
const columnsOf = (): Column<Category>[] => [
  imageColumn(),
  nameColumn(),
  nameArColumn(),
  {
    id: 'subCategoryCount',
    header: m.subcategories(),
    sortField: 'subCategoryCount',
    align: 'right',
    cell: (c) => c.subCategoryCount,
    csv: (c) => c.subCategoryCount,
  },
  sortOrderColumn(),
  activeColumn(),
]

/** Categories: the layer does the work; this says which columns and filters. */
export default function CategoryListScreen() {
  const columns = columnsOf()
  const list = useListController(categoryResource, {
    sort: { field: 'sortOrder', direction: 'asc' },
  })
  const actions = useRowActions(list, { paths: categoryPaths, nameOf: (c) => c.name })
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={categoryPaths.add}
      addLabel={m.add()}
      searchPlaceholder={m.searchPlaceholder()}
      csv={{ filename: 'categories', columns: csvColumnsOf(columns) }}
      filters={<ActiveFilter list={list} />}
    >
      <ResourceTable controller={list} columns={columns} plural={m.plural()} rowActions={actions} />
    </ResourceListPage>
  )
}
