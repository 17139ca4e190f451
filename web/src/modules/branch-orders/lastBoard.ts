import { SESSION_LOCAL_KEYS, orderRoutes } from 'contracts'
import { useEffect, useMemo, useRef } from 'react'
import type { MutableRefObject } from 'react'
import type { ApiError, ResponseOf } from '../../lib/api'
import { getSession } from '../../lib/session/store'

export type BoardAnswer = ResponseOf<typeof orderRoutes.getBranchOrdersBoard>

const KEY = SESSION_LOCAL_KEYS.lastBoard
/** A busy board changes often: it is written at most this often (and when the page goes). */
const KEEP_EVERY_MS = 3_000

interface Kept {
  /** The board's request (its branch choice). */
  scope: string
  /** Whose board it is. */
  employeeId: number | undefined
  answer: unknown
}

/** The board last kept for this scope and employee, checked against the contract. */
export function readLastBoard(
  scope: string,
  employeeId: number | undefined,
): BoardAnswer | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null
    if (kept?.scope !== scope || kept.employeeId !== employeeId) return undefined
    const read = orderRoutes.getBranchOrdersBoard.response.safeParse(kept.answer)
    return read.success ? read.data : undefined
  } catch {
    return undefined
  }
}

export function keepLastBoard(
  scope: string,
  employeeId: number | undefined,
  answer: BoardAnswer,
): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ scope, employeeId, answer } satisfies Kept))
  } catch {
    // Storage full or refused: a reload offline shows no board, as before.
  }
}

/**
 * The board as last shown, for a reload without a network: each board shown is kept in
 * localStorage for the session (removed with its keys at logout and at the next sign-in),
 * and when the board's read fails for want of a network (status 0, the service worker
 * having started the app from its cache), the kept one of the same scope stands in. The
 * read keeps trying meanwhile, and its answer takes over as soon as there is one.
 */
export function useLastBoard(
  scope: string,
  employeeId: number | undefined,
  data: BoardAnswer | undefined,
  error: ApiError | undefined,
): BoardAnswer | undefined {
  const unsaved = useRef<Kept>()
  const timer = useRef<ReturnType<typeof setTimeout>>()

  useEffect(() => {
    if (!data) return
    unsaved.current = { scope, employeeId, answer: data }
    timer.current ??= setTimeout(() => {
      timer.current = undefined
      flush(unsaved)
    }, KEEP_EVERY_MS)
    // The answer belongs to the scope it was read for: keyed on it by SWR.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data])

  useEffect(() => {
    const onPageHide = () => flush(unsaved)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      clearTimeout(timer.current)
      timer.current = undefined
      flush(unsaved)
    }
  }, [])

  const offline = data === undefined && error?.status === 0
  return useMemo(
    () => (offline ? readLastBoard(scope, employeeId) : undefined),
    [offline, scope, employeeId],
  )
}

/** Writes what waits, while its employee is still the one signed in (never after logout). */
function flush(unsaved: MutableRefObject<Kept | undefined>) {
  const kept = unsaved.current
  unsaved.current = undefined
  const session = getSession()
  if (!kept || !session || session.employee?.id !== kept.employeeId) return
  keepLastBoard(kept.scope, kept.employeeId, kept.answer as BoardAnswer)
}
