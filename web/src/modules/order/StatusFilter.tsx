import { Button, Classes } from '@blueprintjs/core'
import { ORDER_STATUSES } from 'contracts'
import type { OrderStatus } from 'contracts'
import type { ListController } from '../../lib/resource'
import type { orderList } from './orderList'
import { useStatusCounts } from './useStatusCounts'
import { CellTag } from '../../lib/resource'
import { formatNumber, messages } from '../../lib/i18n'
import { statusLabel } from '../../lib/orders'
import en from './messages.en.json'

const m = messages(en)

const statusesOf = (value: string | undefined): OrderStatus[] =>
  (value ?? '').split(',').filter((s): s is OrderStatus => ORDER_STATUSES.includes(s as never))

/**
 * The status filter: one toggle per status, several at once, each with how
 * many orders of that status the other filters match.
 */
export function StatusFilter({ list }: { list: ListController<typeof orderList> }) {
  const chosen = statusesOf(list.state.filters.status)
  const { counts } = useStatusCounts(list.state, !list.list.isLoading)
  const write = (statuses: OrderStatus[]) =>
    ORDER_STATUSES.filter((s) => statuses.includes(s)).join(',') || undefined
  // Built on the URL's value at the moment of the click, so two quick clicks both count.
  const toggle = (status: OrderStatus) =>
    list.setFilter('status', (current) => {
      const now = statusesOf(current)
      return write(now.includes(status) ? now.filter((s) => s !== status) : [...now, status])
    })
  return (
    <div className="order-status-filter" role="group" aria-label={m.status()}>
      <Button
        variant="outlined"
        active={chosen.length === 0}
        aria-pressed={chosen.length === 0}
        onClick={() => list.setFilter('status', undefined)}
      >
        {m.allStatuses()}
      </Button>
      {ORDER_STATUSES.map((status) => {
        const on = chosen.includes(status)
        return (
          <Button
            key={status}
            variant="outlined"
            active={on}
            aria-pressed={on}
            onClick={() => toggle(status)}
            endIcon={
              <CellTag minimal round className={counts ? undefined : Classes.SKELETON}>
                {formatNumber(counts ? counts[status] : 0)}
              </CellTag>
            }
          >
            {statusLabel(status)}
          </Button>
        )
      })}
    </div>
  )
}
