import { Button, Classes, HTMLTable, NonIdealState } from '@blueprintjs/core'
import { RefreshIcon, SearchIcon, WarningSignIcon } from '@blueprintjs/icons'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import type { CsvColumn } from '../csv/exportCsv'
import type { CsvValue } from '../csv/csv'
import { errorMessage } from '../errors/errorMessage'
import { refusalsInWords, useFilterRefusals } from '../list/filterRefusals'
import { useListReturnState } from '../list/returnTo'
import type { ListController } from '../list/useListController'
import type { ListResource, RecordOf } from '../types'
import { useNarrowScreen } from '../../screen'
import { Pagination } from './Pagination'
import { ResourceCards } from './ResourceCards'
import type { RowOpener } from './ResourceCards'
import { ariaSort, sortIcon } from './sorting'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

export interface Column<T> {
  id: string
  header: string
  /** The contract's sort field, when the column sorts. */
  sortField?: string
  cell: (row: T) => ReactNode
  /**
   * What the CSV export writes for this column: a value under the column's
   * header, or columns of their own (one table column may be two in a file).
   * Columns without it (images) are left out of the file.
   */
  csv?: ((row: T) => CsvValue) | readonly CsvColumn<T>[]
  align?: 'left' | 'right' | 'center'
  width?: number | string
  /**
   * Shown on a phone-sized screen (up to 576 px), where each row becomes a
   * card of its primary columns. A list without any keeps its table there,
   * first column fixed, scrolled sideways within itself.
   */
  primary?: boolean
}

interface ResourceTableProps<R extends ListResource> {
  controller: ListController<R>
  columns: readonly Column<RecordOf<R>>[]
  /** Buttons at the end of each row (see useRowActions), and the dialog they open. */
  rowActions?: RowActionsView<RecordOf<R>>
  /** What to call the rows in the empty state: "categories". */
  plural: string
  /**
   * Where a click on a row goes (its record's screen). Give the row a link
   * too (in a cell), for the keyboard and for opening it in a new tab.
   */
  rowTo?: (row: RecordOf<R>) => string
}

/** Per-row buttons, already filtered by permission, and a dialog to render once. */
export interface RowActionsView<T> {
  render: (row: T) => ReactNode
  /** Where a click on the row goes when the table is given no `rowTo`. */
  open?: (row: T) => string
  dialog?: ReactNode
}

/**
 * Rows shown while a page loads: a screen's height of them (or the page's size, when
 * smaller), so the rows that come take their place instead of pushing the pagination
 * and the footer down the screen.
 */
const SKELETON_ROWS = 20

/** A server-paginated, sortable table of a resource: loading, empty and error states included. */
export function ResourceTable<R extends ListResource>(props: ResourceTableProps<R>) {
  return (
    <>
      <TableContent {...props} />
      {props.rowActions?.dialog}
    </>
  )
}

function TableContent<R extends ListResource>(props: ResourceTableProps<R>) {
  const { controller, columns, rowActions, plural, rowTo } = props
  const { state, list } = controller
  const openRow = useRowOpener(rowTo ?? rowActions?.open)
  const { refused: typedRefusals } = useFilterRefusals()
  const narrow = useNarrowScreen()
  const cards = narrow ? columns.filter((c) => c.primary) : []
  const filtered =
    Boolean(state.search) || Object.keys(state.filters).length > 0 || Boolean(state.dateRange?.from)

  if (typedRefusals.size > 0) {
    return (
      <NonIdealState
        icon={<WarningSignIcon size={48} />}
        title={m.noneShownFilterInvalid({ plural })}
        description={m.correctFilter({ refusals: refusalsInWords(typedRefusals), plural })}
      />
    )
  }

  if (list.error && list.rows.length === 0) {
    // A refused query (a filter the server cannot read) says which filter and why, no Retry.
    const refused = list.error.status === 400 ? Object.values(list.error.errors) : []
    return (
      <NonIdealState
        icon={<WarningSignIcon size={48} />}
        title={refused.length ? m.noneForFilters({ plural }) : m.couldNotLoad({ plural })}
        description={refused.length ? refused.join(' ') : errorMessage(list.error)}
        action={
          refused.length ? undefined : (
            <Button icon={<RefreshIcon />} intent="primary" onClick={list.retry}>
              {m.retry()}
            </Button>
          )
        }
      />
    )
  }

  const body =
    cards.length > 0
      ? null
      : list.isLoading
        ? Array.from({ length: Math.min(SKELETON_ROWS, state.pageSize) }, (_, i) => (
            <tr key={i} aria-hidden>
              {columns.map((c) => (
                <td key={c.id}>
                  <span className={Classes.SKELETON}>{m.loading()}</span>
                </td>
              ))}
              {rowActions && (
                <td>
                  <span className={Classes.SKELETON}>{m.actions()}</span>
                </td>
              )}
            </tr>
          ))
        : list.rows.map((row) => (
            <tr
              key={row.id}
              className={openRow ? 'resource-row-link' : undefined}
              onClick={openRow && ((event) => openRow(event, row))}
            >
              {columns.map((c) => (
                <td key={c.id} style={{ textAlign: c.align }}>
                  {c.cell(row)}
                </td>
              ))}
              {rowActions && <td className="resource-row-actions">{rowActions.render(row)}</td>}
            </tr>
          ))

  return (
    <div
      className={`resource-table${narrow ? ' resource-table-narrow' : ''}`}
      aria-busy={list.isFetching}
      data-list-state={list.isFetching ? undefined : controller.queryString}
    >
      {cards.length > 0 ? (
        <ResourceCards
          controller={controller}
          columns={cards}
          rowActions={rowActions}
          plural={plural}
          openRow={openRow}
        />
      ) : (
        <div className="resource-table-scroll">
          <HTMLTable striped interactive className={Classes.FILL}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th
                    key={c.id}
                    style={{ textAlign: c.align, width: c.width }}
                    aria-sort={ariaSort(state.sort, c.sortField)}
                  >
                    {c.sortField ? (
                      <Button
                        variant="minimal"
                        size="small"
                        endIcon={sortIcon(state.sort, c.sortField)}
                        onClick={() => controller.toggleSort(c.sortField as string)}
                      >
                        {c.header}
                      </Button>
                    ) : (
                      c.header
                    )}
                  </th>
                ))}
                {rowActions && <th aria-label={m.actions()} />}
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </HTMLTable>
        </div>
      )}
      {!list.isLoading && list.rows.length === 0 && (
        <NonIdealState
          icon={<SearchIcon size={48} />}
          title={filtered ? m.noneMatch({ plural }) : m.noneYet({ plural })}
          description={filtered ? m.tryAnotherSearch() : undefined}
          action={
            filtered ? (
              <Button
                onClick={() => {
                  controller.setSearch('')
                  controller.clearFilters()
                }}
              >
                {m.clearSearchAndFilters()}
              </Button>
            ) : undefined
          }
        />
      )}
      {list.error && list.rows.length > 0 && (
        <p className={Classes.INTENT_DANGER} role="alert">
          {errorMessage(list.error)}{' '}
          <Button size="small" icon={<RefreshIcon />} onClick={list.retry}>
            {m.retry()}
          </Button>
        </p>
      )}
      <Pagination
        page={state.page}
        pageSize={state.pageSize}
        total={list.total}
        onPage={controller.setPage}
        onPageSize={controller.setPageSize}
      />
    </div>
  )
}

/** A click on a row opens its record, unless it was on a link, button or input of the row. */
function useRowOpener<T>(rowTo: ((row: T) => string) | undefined) {
  const navigate = useNavigate()
  const back = useListReturnState()
  if (!rowTo) return undefined
  const open: RowOpener<T> = (event, row) => {
    if ((event.target as Element).closest('a, button, input, label, select, textarea')) return
    navigate(rowTo(row), { state: back })
  }
  return open
}
