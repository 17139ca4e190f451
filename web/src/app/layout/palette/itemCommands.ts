import { BRANCH_PACE_MESSAGES, can, orderRoutes } from 'contracts'
import type { BranchAvailability } from 'contracts'
import { useEffect, useState } from 'react'
import { apiRequest } from '../../../lib/api'
import { useEmployeeBranches } from '../../../lib/branches/useEmployeeBranches'
import { itemRows } from '../../../lib/branches/itemRows'
import type { ItemRow } from '../../../lib/branches/itemRows'
import { errorMessage } from '../../../lib/resource/errors/errorMessage'
import { usePermissions } from '../../../lib/session/usePermissions'
import { toastError, toastSuccess } from '../../../lib/toaster'
import { messages } from '../../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** "86 beef shawarma" takes an item off, "back beef shawarma" puts it back. */
const COMMAND = /^\s*(86|back)\s+(\S.*)$/i
/** Commands shown at most, the best of each branch first. */
const MAX_COMMANDS = 8

export interface ItemCommand {
  key: string
  /** "86 Beef Shawarma", "Back Fries (Large)". */
  title: string
  /** The branch. */
  subtitle: string
  run: () => Promise<void>
}

/** The command a query asks for: take off (`off`) or put back the items named by `words`. */
export function itemCommandOf(query: string): { off: boolean; words: string } | undefined {
  const found = COMMAND.exec(query)
  return found ? { off: found[1] === '86', words: found[2]!.trim() } : undefined
}

/**
 * Switches an item off at a branch until switched back (the Items panel's
 * "Until switched back"), or back on, through the same route, with a toast.
 */
async function switchItem(branch: { id: number; name: string }, row: ItemRow, available: boolean) {
  try {
    await apiRequest(orderRoutes.setBranchAvailability, {
      params: { id: branch.id },
      body: {
        productId: row.productId,
        ...(row.optionId === null ? {} : { optionId: row.optionId }),
        available,
      },
    })
    const done = available ? BRANCH_PACE_MESSAGES.itemBack : BRANCH_PACE_MESSAGES.itemSwitchedOff
    void toastSuccess(done(row.name, branch.name))
  } catch (error) {
    void toastError(errorMessage(error))
  }
}

/**
 * The palette's item commands for a query "86 …" or "back …": each product
 * or option of that name (ranked as every product search) that is on (86) or
 * off (back) at a branch the employee may change (branch-orders Update,
 * within their branches). Reads each branch's availability once the query
 * is such a command; nothing otherwise.
 */
export function useItemCommands(query: string): ItemCommand[] {
  const { entries } = usePermissions()
  const command = itemCommandOf(query)
  const wanted = command !== undefined && can(entries, 'branch-orders', 'Update')
  const { branches } = useEmployeeBranches({ enabled: wanted })
  const [read, setRead] = useState<ReadonlyMap<number, BranchAvailability>>()
  const ids = branches.map((b) => b.id).join(',')
  useEffect(() => {
    if (!wanted || !ids) return
    const controller = new AbortController()
    void Promise.all(
      ids.split(',').map((id) =>
        apiRequest(orderRoutes.getBranchAvailability, {
          params: { id: Number(id) },
          signal: controller.signal,
        }).then(
          (answer) => [Number(id), answer.Data] as const,
          () => undefined,
        ),
      ),
    ).then((answers) => {
      if (!controller.signal.aborted) setRead(new Map(answers.filter((a) => a !== undefined)))
    })
    return () => controller.abort()
  }, [wanted, ids])
  if (!wanted || !read) return []
  const perBranch = branches.map((branch) => {
    const availability = read.get(branch.id)
    const rows = availability ? itemRows(availability.sold, availability.items, command.words) : []
    return rows
      .filter((row) => (command.off ? !row.off : row.off))
      .map((row): ItemCommand => ({
        key: `item:${branch.id}:${row.productId}:${row.optionId ?? ''}`,
        title: command.off ? m.itemOff({ name: row.name }) : m.itemBack({ name: row.name }),
        subtitle: branch.name,
        run: () => switchItem(branch, row, !command.off),
      }))
  })
  // The best match of each branch first, then the second of each, and so on.
  const commands: ItemCommand[] = []
  for (let rank = 0; commands.length < MAX_COMMANDS; rank++) {
    const next = perBranch.flatMap((found) => found.slice(rank, rank + 1))
    if (!next.length) break
    commands.push(...next)
  }
  return commands.slice(0, MAX_COMMANDS)
}
