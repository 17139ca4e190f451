import { useEffect, useState } from 'react'
import { whenIdle } from '../../lib/whenIdle'

/**
 * Whether the screen is kept awake: `held`; `asking` (at first, and while the
 * page is hidden: the browser lets go then); `refused` by the browser (battery
 * saver, a policy); `unsupported` where it has no Screen Wake Lock.
 */
export type ScreenWakeLock = 'asking' | 'held' | 'refused' | 'unsupported'

const supported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator

/**
 * Keeps the screen awake while the board is open (the Screen Wake Lock API):
 * asked for once the board is drawn, again each time the page shows after being
 * hidden (the browser releases the lock then), and again on a touch after a
 * refusal; let go when the board closes.
 * https://www.w3.org/TR/screen-wake-lock/
 */
export function useScreenWakeLock(): ScreenWakeLock {
  const [state, setState] = useState<ScreenWakeLock>(() => (supported() ? 'asking' : 'unsupported'))
  useEffect(() => {
    if (!supported()) return
    let lock: WakeLockSentinel | undefined
    let asking = false
    let closed = false
    const ask = async () => {
      if (closed || asking || document.visibilityState !== 'visible') return
      if (lock && !lock.released) return
      asking = true
      try {
        const held = await navigator.wakeLock.request('screen')
        if (closed) {
          void held.release()
          return
        }
        lock = held
        setState('held')
        held.addEventListener('release', () => {
          if (!closed) setState('asking')
        })
      } catch {
        if (!closed) setState('refused')
      } finally {
        asking = false
      }
    }
    const askAgain = () => void ask()
    const cancelFirst = whenIdle(askAgain)
    document.addEventListener('visibilitychange', askAgain)
    document.addEventListener('pointerdown', askAgain)
    return () => {
      closed = true
      cancelFirst()
      document.removeEventListener('visibilitychange', askAgain)
      document.removeEventListener('pointerdown', askAgain)
      void lock?.release()
    }
  }, [])
  return state
}
