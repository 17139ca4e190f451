import { Card, H2 } from '@blueprintjs/core'
import { PlusIcon } from '@blueprintjs/icons'
import type { ReactNode } from 'react'
import { CsvExportButton } from '../csv/CsvExportButton'
import type { CsvColumn, CsvFooter } from '../csv/exportCsv'
import type { ListController } from '../list/useListController'
import type { ListResource, RecordOf } from '../types'
import { FilterRefusalsProvider } from '../list/filterRefusals'
import { useListReturnState } from '../list/returnTo'
import { FilterTagsContext, useFilterTagRegistry } from '../list/filterTags'
import { useNarrowScreen } from '../../screen'
import { FilterDrawer, FilterTags } from './FilterDrawer'
import { LinkButton } from './LinkButton'
import { SearchInput } from './SearchInput'
import '../resource.css'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

interface ResourceListPageProps<R extends ListResource> {
  title: string
  controller: ListController<R>
  /** The add screen; the button shows only with the Add action. */
  addTo?: string
  addLabel?: string
  searchPlaceholder?: string
  /** false for a list the API does not search (the Activity screen): no search box. */
  search?: false
  /** Filter inputs, shown beside the search box. */
  filters?: ReactNode
  csv?: {
    filename: string
    columns: readonly CsvColumn<RecordOf<R>>[]
    footer?: CsvFooter<RecordOf<R>>
  }
  /** The table (and any dialog it needs). */
  children: ReactNode
}

/**
 * A list screen's frame: title, search, filters, CSV export, Add, then the table.
 * On a phone-sized screen (up to 576 px) the filters fold into a "Filters" button
 * opening a drawer, and those set show as removable chips under the search box.
 * A filter refused (a date that is not one) hides the rows until mended.
 */
export function ResourceListPage<R extends ListResource>(props: ResourceListPageProps<R>) {
  const { controller, title, addTo, csv, filters, children } = props
  const back = useListReturnState()
  const narrow = useNarrowScreen()
  const { tags, register } = useFilterTagRegistry()
  return (
    <FilterRefusalsProvider>
      <FilterTagsContext.Provider value={register}>
        <section className="resource-page">
          <header className="resource-page-header">
            <H2>{title}</H2>
            <div className="resource-page-actions">
              {csv && (
                <CsvExportButton
                  controller={controller}
                  columns={csv.columns}
                  filename={csv.filename}
                  title={title}
                  tags={tags}
                  footer={csv.footer}
                />
              )}
              {addTo && controller.allowed.add && (
                <LinkButton to={addTo} state={back} intent="primary" icon={<PlusIcon />}>
                  {props.addLabel ?? m.add()}
                </LinkButton>
              )}
            </div>
          </header>
          <Card className="resource-toolbar" compact>
            {props.search !== false && (
              <div className="resource-search">
                <SearchInput
                  value={controller.state.search}
                  onSearch={controller.setSearch}
                  placeholder={props.searchPlaceholder}
                />
              </div>
            )}
            {filters && narrow ? (
              <FilterDrawer tags={tags} onClear={controller.clearFilters}>
                {filters}
              </FilterDrawer>
            ) : (
              filters
            )}
          </Card>
          {narrow && <FilterTags tags={tags} />}
          {children}
        </section>
      </FilterTagsContext.Provider>
    </FilterRefusalsProvider>
  )
}
