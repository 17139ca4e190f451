import { Button, Tag } from '@blueprintjs/core'
import type { ActiveStatus } from './boardColumns'
import { messages } from '../../lib/i18n'
import { statusLabel } from '../../lib/orders'
import en from './messages.en.json'

const m = messages(en)

interface BoardColumnSwitcherProps {
  columns: readonly { status: ActiveStatus; orders: readonly unknown[] }[]
  shown: ActiveStatus
  onShow: (status: ActiveStatus) => void
}

/** A phone's board shows one column at a time: this picks it, each with its count. */
export function BoardColumnSwitcher({ columns, shown, onShow }: BoardColumnSwitcherProps) {
  return (
    <div className="board-switcher" role="group" aria-label={m.columnShown()}>
      {columns.map(({ status, orders }) => (
        <Button
          key={status}
          variant="outlined"
          active={status === shown}
          aria-pressed={status === shown}
          onClick={() => onShow(status)}
          endIcon={
            <Tag minimal round>
              {orders.length}
            </Tag>
          }
        >
          {statusLabel(status)}
        </Button>
      ))}
    </div>
  )
}
