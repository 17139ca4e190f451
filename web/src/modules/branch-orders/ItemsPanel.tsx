import {
  Button,
  Classes,
  Dialog,
  DialogBody,
  InputGroup,
  NonIdealState,
  Spinner,
  Switch,
} from '@blueprintjs/core'
import { SearchIcon } from '@blueprintjs/icons'
import { BRANCH_PACE_MESSAGES, orderRoutes, stillOn } from 'contracts'
import type { BoardBranch } from 'contracts'
import { useMemo, useState } from 'react'
import { apiRequest, useApi } from '../../lib/api'
import { itemRows } from '../../lib/branches/itemRows'
import type { ItemRow } from '../../lib/branches/itemRows'
import { errorMessage } from '../../lib/resource'
import { toastError } from '../../lib/toaster'
import { UntilField, useUntil } from './UntilField'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'
import { branchLabel } from '../../lib/branches'

const m = messages(en)

/** The branch's items off now (every "until" read at `now`; the board's own clock). */
export const offNow = (branch: BoardBranch, now: number) =>
  (branch.offItems ?? []).filter((i) => stillOn(i.until, now))

interface ItemsPanelProps {
  branch: BoardBranch
  now: number
  isOpen: boolean
  onClose: () => void
  canUpdate: boolean
  /** The branch as the server saved it. */
  onSaved: (branch: BoardBranch) => void
}

/**
 * The "Items" panel of a branch: every product and option it sells, a
 * switch each to take it off ("86") for a while or put it back. The ones off
 * now come first.
 */
export function ItemsPanel({ branch, now, isOpen, onClose, canUpdate, onSaved }: ItemsPanelProps) {
  const read = useApi(orderRoutes.getBranchAvailability, {
    params: { id: branch.id },
    enabled: isOpen,
    revalidateOnFocus: false,
  })
  const [query, setQuery] = useState('')
  const until = useUntil()
  const [saving, setSaving] = useState<string>()
  const off = offNow(branch, now)
  const sold = read.data?.Data.sold
  const rows = useMemo(() => (sold ? itemRows(sold, off, query) : []), [sold, off, query])

  const save = async (row: ItemRow, available: boolean) => {
    const chosen = available ? { ok: true as const, until: undefined } : until.at(now)
    if (!chosen.ok) return void toastError(chosen.error)
    setSaving(`${row.productId}:${row.optionId}`)
    try {
      const saved = await apiRequest(orderRoutes.setBranchAvailability, {
        params: { id: branch.id },
        body: {
          productId: row.productId,
          ...(row.optionId === null ? {} : { optionId: row.optionId }),
          available,
          ...(chosen.until === undefined ? {} : { until: chosen.until }),
        },
      })
      onSaved({ ...branch, offItems: saved.Data.items })
    } catch (error) {
      void toastError(errorMessage(error))
    } finally {
      setSaving(undefined)
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={m.itemsAt({ branch: branchLabel(branch) })}>
      <DialogBody className="board-items">
        <div className="board-items-tools">
          <InputGroup
            type="search"
            leftIcon={<SearchIcon />}
            aria-label={m.searchItems()}
            placeholder={m.searchItems()}
            value={query}
            onValueChange={setQuery}
          />
          {canUpdate && (
            <UntilField
              id={`items-until-${branch.id}`}
              label={m.switchedOffFor()}
              until={until}
              inline
            />
          )}
        </div>
        {read.error && !read.data ? (
          <NonIdealState
            title={m.itemsNotRead()}
            description={errorMessage(read.error)}
            action={<Button onClick={() => void read.mutate()}>{m.tryAgain()}</Button>}
          />
        ) : !sold ? (
          <Spinner aria-label={m.loadingItems()} />
        ) : (
          <ul className="board-items-list" aria-label={m.itemsAt({ branch: branchLabel(branch) })}>
            {rows.map((row) => {
              const key = `${row.productId}:${row.optionId}`
              return (
                <li key={key} className={row.optionId === null ? undefined : 'board-items-option'}>
                  <Switch
                    role="switch"
                    checked={!row.off}
                    disabled={!canUpdate || saving === key}
                    label={row.name}
                    aria-label={row.name}
                    onChange={() => void save(row, Boolean(row.off))}
                    style={{ margin: 0 }}
                  />
                  {row.off && (
                    <span className={Classes.TEXT_MUTED}>
                      {say(BRANCH_PACE_MESSAGES.backAt(row.off.until))}
                    </span>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </DialogBody>
    </Dialog>
  )
}
