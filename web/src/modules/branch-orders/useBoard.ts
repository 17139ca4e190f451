import type { BoardBranch, BoardOrder } from 'contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { requestPath, useApi } from '../../lib/api'
import { boardRead } from '../../lib/orders'
import { useSession } from '../../lib/session'
import { useLastBoard } from './lastBoard'
import { useLiveBoard } from './useLiveBoard'
import { usePolling } from './usePolling'

/** How often the board asks for its orders (it also asks on focus and when the network returns). */
export const BOARD_REFRESH_MS = 10_000
/** How often ages and lateness are counted again between refreshes. */
const CLOCK_TICK_MS = 15_000

/**
 * The server's clock, kept going between answers: ages and lateness are
 * counted from the server's time, not the device's (a counter PC's clock may
 * be off).
 */
function useServerClock() {
  const offset = useRef(0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset.current), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  const sync = useCallback((serverTime: string) => {
    const server = Date.parse(serverTime)
    offset.current = server - Date.now()
    setNow(server)
  }, [])
  return { now, sync }
}

/**
 * The live board of the employee's branches (or one of them): one request per
 * refresh, every BOARD_REFRESH_MS after the last one, on focus and on
 * reconnect, hidden tab, offline and after failures included (a new order
 * must be heard; a dead network must show). A failed refresh keeps the last
 * good board and says so through `error`.
 */
export function useBoard(branchId: number | undefined) {
  const clock = useServerClock()
  const [route, read] = boardRead(branchId)
  const { data, error, isLoading, mutate } = useApi(route, {
    ...read,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    // The board polls itself (usePolling): SWR's polling and retries stop while an error
    // stands, the tab is hidden or the device offline.
    shouldRetryOnError: false,
    // Another scope's board must never stand in for this one: the alert reads it.
    keepPreviousData: false,
    onSuccess: (answer) => clock.sync(answer.Data.serverTime),
  })
  // Reloaded offline (the service worker starts the app from its cache), the board last
  // shown stands in until the read gets an answer.
  const employeeId = useSession()?.employee?.id
  const last = useLastBoard(requestPath(route, read), employeeId, data, error)
  const lastRef = useRef(last)
  useEffect(() => {
    lastRef.current = last
  })
  const shown = data ?? last
  const refused = error !== undefined && error.status >= 400 && error.status < 500
  const live = useLiveBoard(
    branchId,
    shown?.Data.live,
    useCallback(
      (apply) =>
        void mutate(
          (current) => {
            // Changes the stream replays onto the board last shown, when it is all there is.
            const base = current ?? lastRef.current
            return base && { Data: apply(base.Data) }
          },
          { revalidate: false },
        ),
      [mutate],
    ),
    mutate,
  )
  // Polling is the fallback: while changes are pushed, the board does not ask.
  usePolling(mutate, BOARD_REFRESH_MS, refused || live.state === 'live')
  return {
    live,
    board: shown?.Data,
    error,
    isLoading,
    now: clock.now,
    refresh: useCallback(() => void mutate(), [mutate]),
    /** Shows orders as the server answered them (an acknowledgement) at once. */
    showOrders: useCallback(
      (orders: BoardOrder[]) => {
        const byId = new Map(orders.map((o) => [o.id, o]))
        void mutate(
          (current) =>
            current && {
              Data: {
                ...current.Data,
                orders: current.Data.orders.map((o) => byId.get(o.id) ?? o),
              },
            },
          { revalidate: false },
        )
      },
      [mutate],
    ),
    /** Shows a branch as the server saved it at once, then refreshes the board. */
    showBranch: useCallback(
      (branch: BoardBranch) =>
        void mutate(
          (current) =>
            current && {
              Data: {
                ...current.Data,
                branches: current.Data.branches.map((b) => (b.id === branch.id ? branch : b)),
              },
            },
          { revalidate: true },
        ),
      [mutate],
    ),
  }
}
