import { useEffect, useRef } from 'react'

/**
 * Calls `refresh` every `everyMs` after the previous refresh has finished,
 * for as long as the component lives, hidden tab, offline and failed answers
 * included (SWR's own polling pauses in each of those). `paused` stops it
 * (an answer that asking again will not change, such as a 404).
 */
export function usePolling(refresh: () => Promise<unknown>, everyMs: number, paused: boolean) {
  const latest = useRef({ refresh, paused })
  useEffect(() => {
    latest.current = { refresh, paused }
  })
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const tick = () => {
      const { refresh: run, paused: skip } = latest.current
      const done = skip ? Promise.resolve() : run().catch(() => undefined)
      void done.then(() => {
        if (!stopped) timer = setTimeout(tick, everyMs)
      })
    }
    timer = setTimeout(tick, everyMs)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [everyMs])
}
