import { Callout, Classes } from '@blueprintjs/core'
import type { ApiError } from '../../lib/api'
import { formatTime } from '../../lib/dates'
import { errorMessage } from '../../lib/resource'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/**
 * What the board says of how fresh it is: while live, the time of the last change
 * to its orders (a live board is always current); else when it was last read.
 */
export function freshness(
  live: boolean,
  serverTime: string | undefined,
  orders: readonly { updatedAt: string }[],
): string | undefined {
  if (live) {
    const last = orders.reduce<string | undefined>(
      (at, o) => (at === undefined || Date.parse(o.updatedAt) > Date.parse(at) ? o.updatedAt : at),
      undefined,
    )
    return last ? m.lastChange({ time: formatTime(last) }) : undefined
  }
  return serverTime ? m.updated({ time: formatTime(serverTime) }) : undefined
}

/** How fresh the board is (see freshness), and a warning while refreshing fails. */
export function RefreshStatus(props: {
  live: boolean
  serverTime: string | undefined
  orders: readonly { updatedAt: string }[]
}) {
  const words = freshness(props.live, props.serverTime, props.orders)
  if (!words) return null
  return (
    <span className={Classes.TEXT_MUTED} role="status">
      {words}
    </span>
  )
}

export function RefreshFailure({
  error,
  serverTime,
}: {
  error: ApiError | undefined
  serverTime: string | undefined
}) {
  if (!error) return null
  return (
    <Callout intent="warning" title={m.notRefreshed()} role="alert">
      {errorMessage(error)}{' '}
      {serverTime ? m.asOf({ time: formatTime(serverTime) }) : m.keepsTrying()}
    </Callout>
  )
}
