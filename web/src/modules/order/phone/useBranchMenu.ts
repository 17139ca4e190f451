import { phoneOrderRoutes } from 'contracts'
import type { PhoneOrderMenu } from 'contracts'
import { useEffect, useRef } from 'react'
import { useApi } from '../../../lib/api'

/**
 * How often the menu's version is asked: an item taken off at the branch (or
 * back) shows within about this time plus one read of the menu.
 */
export const MENU_VERSION_POLL_MS = 1_000

/**
 * The menu of the chosen branch, kept current cheaply: its small version
 * (`GET /order/menu/version`) is asked every MENU_VERSION_POLL_MS, and the
 * whole menu is read again only when that differs from the menu's own.
 * `first` (the menu without a branch) stands in until the branch's is read.
 */
export function useBranchMenu(first: PhoneOrderMenu, branchId: number | undefined) {
  const enabled = branchId !== undefined
  const atBranch = useApi(phoneOrderRoutes.getPhoneOrderMenu, {
    query: { branchId },
    enabled,
    revalidateOnFocus: false,
    keepPreviousData: true,
  })
  const polled = useApi(phoneOrderRoutes.getPhoneOrderMenuVersion, {
    query: { branchId },
    enabled,
    refreshInterval: MENU_VERSION_POLL_MS,
    // Each poll is a new request: SWR's 2 s dedupe would stretch the interval.
    dedupingInterval: MENU_VERSION_POLL_MS / 2,
    // A tab behind the board's is still the one the operator turns to next.
    refreshWhenHidden: true,
  })
  const menu = atBranch.data?.Data ?? first
  const latest = polled.data?.Data.version
  const { mutate, isValidating } = atBranch
  // The version a read was last started for: one read per change, however many polls see it.
  const asked = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!latest || latest === menu.version || isValidating || asked.current === latest) return
    asked.current = latest
    void mutate()
  }, [latest, menu.version, isValidating, mutate])
  return menu
}
