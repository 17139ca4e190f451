import { Button, Card, Classes } from '@blueprintjs/core'
import type { MouseEvent } from 'react'
import type { ListController } from '../list/useListController'
import type { ListResource, RecordOf } from '../types'
import type { Column, RowActionsView } from './ResourceTable'
import { sortIcon } from './sorting'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/** Opens a row's record on a click. */
export type RowOpener<T> = (event: MouseEvent, row: T) => void

interface ResourceCardsProps<R extends ListResource> {
  controller: ListController<R>
  /** The columns the module marks as primary. */
  columns: readonly Column<RecordOf<R>>[]
  rowActions?: RowActionsView<RecordOf<R>>
  plural: string
  openRow?: RowOpener<RecordOf<R>>
}

/**
 * Cards shown while a page loads: more than a phone's screen holds (or the page's size, when
 * smaller), so the cards that come take their place instead of pushing the footer up the
 * screen and then down again.
 */
const SKELETON_CARDS = 8

/**
 * A list on a phone-sized screen: each row a compact card of its primary
 * columns (header over value), a tap opening its record as a row's click does,
 * and the sortable ones of those columns as sort buttons above the cards.
 */
export function ResourceCards<R extends ListResource>(props: ResourceCardsProps<R>) {
  const { controller, columns, rowActions, plural, openRow } = props
  const { state, list } = controller
  const sortable = columns.filter((c) => c.sortField)
  return (
    <>
      {sortable.length > 0 && (
        <div className="resource-card-sort" role="group" aria-label={m.sort()}>
          <span className={Classes.TEXT_MUTED}>{m.sortBy()}</span>
          {sortable.map((c) => (
            <Button
              key={c.id}
              variant="minimal"
              active={state.sort?.field === c.sortField}
              endIcon={sortIcon(state.sort, c.sortField as string)}
              onClick={() => controller.toggleSort(c.sortField as string)}
            >
              {c.header}
            </Button>
          ))}
        </div>
      )}
      <ul className="resource-cards" aria-label={plural}>
        {list.isLoading
          ? Array.from({ length: Math.min(SKELETON_CARDS, state.pageSize) }, (_, i) => (
              <li key={i} aria-hidden>
                {/* The shape of a card, so the cards that come take its place, not push
                    the page below them down. */}
                <Card compact className="resource-card">
                  <dl>
                    {columns.map((c) => (
                      <div key={c.id}>
                        <dt className={Classes.TEXT_MUTED}>{c.header}</dt>
                        <dd className={Classes.SKELETON}>{m.loading()}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              </li>
            ))
          : list.rows.map((row) => (
              <li key={row.id}>
                <Card
                  compact
                  interactive={openRow !== undefined}
                  className="resource-card"
                  onClick={openRow && ((event) => openRow(event, row))}
                >
                  <dl>
                    {columns.map((c) => (
                      <div key={c.id}>
                        <dt className={Classes.TEXT_MUTED}>{c.header}</dt>
                        <dd>{c.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                  {rowActions && (
                    <div className="resource-card-actions">{rowActions.render(row)}</div>
                  )}
                </Card>
              </li>
            ))}
      </ul>
    </>
  )
}
