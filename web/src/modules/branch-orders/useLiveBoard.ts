import {
  API_PREFIX,
  BOARD_EVENTS,
  BOARD_SILENCE_MS,
  boardEventsRoute,
  formatBoardCursor,
} from 'contracts'
import type {
  BoardBranchEvent,
  BoardLive,
  BoardOrderEvent,
  BoardRiderEvent,
  BranchOrdersBoard,
} from 'contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { callHeaders, requestPath } from '../../lib/api'
import { applyBoardEvent, isNewer, readEvents } from './liveBoard'
import type { BoardCursor } from './liveBoard'

/** Where the live channel stands: `unavailable` when the API has none (the board polls). */
export type LiveState =
  { state: 'connecting' | 'live' | 'unavailable' } | { state: 'lost'; since: number }

const RETRY_MAX_MS = 5_000

const cursorOf = (live: BoardLive): BoardCursor => ({
  feed: live.feed,
  sequences: new Map(Object.entries(live.sequences).map(([b, s]) => [Number(b), s])),
})

/**
 * The board's live channel (contracts' orders/board-events): a Server-Sent
 * Events stream read with fetch, opened from the board answer's `live`. Each
 * change is applied to the board as it comes (`update`); a refresh event
 * reads the board again (`reload`). Silence for BOARD_SILENCE_MS, an error or
 * the browser going offline counts as lost: it reconnects (at once when the
 * network returns, else backing off up to 5 s) with the last numbers seen and
 * receives what it missed.
 */
export function useLiveBoard(
  branchId: number | undefined,
  live: BoardLive | undefined,
  update: (apply: (board: BranchOrdersBoard) => BranchOrdersBoard) => void,
  reload: () => Promise<unknown>,
): LiveState {
  const [state, setState] = useState<LiveState>({ state: 'connecting' })
  const cursor = useRef<BoardCursor>()
  const latest = useRef({ update, reload })
  useEffect(() => {
    latest.current = { update, reload }
  })

  // A new answer of the board: its numbers, when they are another feed's or newer.
  useEffect(() => {
    if (!live) return
    const c = cursor.current
    if (!c || c.feed !== live.feed) {
      cursor.current = cursorOf(live)
      return
    }
    for (const [b, s] of cursorOf(live).sequences) {
      if (s > (c.sequences.get(b) ?? 0)) c.sequences.set(b, s)
    }
  }, [live])

  const hasLive = live !== undefined
  const lost = useCallback(
    () => setState((s) => (s.state === 'lost' ? s : { state: 'lost', since: Date.now() })),
    [],
  )

  useEffect(() => {
    if (!hasLive) return
    let stopped = false
    let controller: AbortController | undefined
    let wake = () => {}
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    const onOnline = () => wake()
    const onOffline = () => {
      controller?.abort()
      lost()
    }
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)

    const connect = async (): Promise<'again' | 'failed' | 'refused'> => {
      const c = cursor.current
      if (!c) return 'again'
      const abort = new AbortController()
      controller = abort
      let silence: ReturnType<typeof setTimeout> | undefined
      const heard = () => {
        clearTimeout(silence)
        silence = setTimeout(() => abort.abort(), BOARD_SILENCE_MS)
      }
      try {
        heard()
        const { headers } = await callHeaders(boardEventsRoute)
        headers.set('Accept', 'text/event-stream')
        const path = requestPath(boardEventsRoute, {
          query: { branchId, feed: c.feed, after: formatBoardCursor(c.sequences) },
        })
        const res = await fetch(API_PREFIX + path, {
          headers,
          signal: abort.signal,
          cache: 'no-store',
        })
        if (res.status >= 400 && res.status < 500) return 'refused'
        if (!res.ok || !res.body) return 'failed'
        const reader = res.body.getReader()
        const decoder = new TextDecoder()
        let buffer = ''
        for (;;) {
          const { done, value } = await reader.read()
          if (done) return 'again'
          heard()
          const read = readEvents(buffer + decoder.decode(value, { stream: true }))
          buffer = read.rest
          for (const e of read.events) {
            if (e.event === BOARD_EVENTS.ready) setState({ state: 'live' })
            else if (e.event === BOARD_EVENTS.refresh) {
              cursor.current = undefined
              await latest.current.reload().catch(() => undefined)
            } else if (
              e.event === BOARD_EVENTS.order ||
              e.event === BOARD_EVENTS.branch ||
              e.event === BOARD_EVENTS.rider
            ) {
              const change = JSON.parse(e.data) as
                BoardOrderEvent | BoardBranchEvent | BoardRiderEvent
              const now = cursor.current
              if (!now || change.feed !== now.feed || !isNewer(now, change)) continue
              now.sequences.set(change.branchId, change.sequence)
              latest.current.update((board) => applyBoardEvent(board, e.event, change))
            }
          }
        }
      } catch {
        return 'failed'
      } finally {
        clearTimeout(silence)
      }
    }

    void (async () => {
      let failures = 0
      while (!stopped) {
        const outcome = await connect()
        if (stopped) return
        if (outcome === 'refused') {
          setState({ state: 'unavailable' })
          return
        }
        if (outcome === 'failed') {
          lost()
          failures++
          await sleep(Math.min(500 * 2 ** failures, RETRY_MAX_MS))
        } else {
          failures = 0
          if (!cursor.current) await sleep(500)
        }
      }
    })()
    return () => {
      stopped = true
      controller?.abort()
      wake()
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
    }
  }, [branchId, hasLive, lost])

  return hasLive ? state : { state: 'unavailable' }
}
