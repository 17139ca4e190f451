import { useEffect } from 'react'
import type { Notification } from 'contracts'

/** Longest a timer waits (browsers cap timers at about 24.8 days). */
const MAX_WAIT_MS = 2 ** 31 - 1
/** The server sends at its time; ask a moment after it. */
const AFTER_MS = 1_000

/**
 * Reloads the list a moment after the first scheduled notification on screen is
 * due, so one that goes out while the list is open shows as sent by itself.
 */
export function useRefreshWhenDue(rows: readonly Notification[], reload: () => void) {
  const next = rows
    .filter((n) => n.status === 'scheduled' && n.scheduledAt)
    .map((n) => Date.parse(n.scheduledAt!))
    .reduce((a, b) => Math.min(a, b), Infinity)
  useEffect(() => {
    if (next === Infinity) return undefined
    const wait = Math.min(MAX_WAIT_MS, Math.max(0, next - Date.now()) + AFTER_MS)
    const timer = setTimeout(reload, wait)
    return () => clearTimeout(timer)
  }, [next, reload])
}
