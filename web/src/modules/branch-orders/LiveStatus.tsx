import { Callout, Tag } from '@blueprintjs/core'
import { useEffect } from 'react'
import { playSound } from './alertSound'
import type { LiveState } from './useLiveBoard'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** A lost connection that lasts this long is heard, and again as long as it lasts. */
const LOST_SOUND_AFTER_MS = 30_000

/** "Live" while changes are pushed to the board. */
export function LiveTag({ live }: { live: LiveState }) {
  if (live.state !== 'live') return null
  return (
    <Tag intent="success" round className="board-live" aria-label={m.liveLabel()}>
      {m.live()}
    </Tag>
  )
}

/** The banner of a lost connection, and its sound after 30 s of it. */
export function LiveLostBanner({ live }: { live: LiveState }) {
  const since = live.state === 'lost' ? live.since : undefined
  useEffect(() => {
    if (since === undefined) return
    const timer = setInterval(() => playSound('lost'), LOST_SOUND_AFTER_MS)
    return () => clearInterval(timer)
  }, [since])
  if (since === undefined) return null
  return (
    <Callout intent="danger" role="alert" title={m.liveLost()}>
      {m.liveLostText()}
    </Callout>
  )
}
