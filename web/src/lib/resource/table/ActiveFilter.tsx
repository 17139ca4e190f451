import type { ListController } from '../list/useListController'
import type { ListResource } from '../types'
import { FlagFilter } from './cells'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/** The Status filter of a list whose records have an `isActive` flag (see `activeColumn`). */
export function ActiveFilter<R extends ListResource>({ list }: { list: ListController<R> }) {
  return (
    <FlagFilter
      label={m.status()}
      yes={m.active()}
      no={m.inactive()}
      value={list.state.filters.isActive}
      onChange={(v) => list.setFilter('isActive', v)}
    />
  )
}
