import { Callout, Classes } from '@blueprintjs/core'
import type { ApiError } from '../../lib/api'
import { formatTime } from '../../lib/dates'
import { errorMessage } from '../../lib/resource'

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
    return last ? `Last change ${formatTime(last)}` : undefined
  }
  return serverTime ? `Updated ${formatTime(serverTime)}` : undefined
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
    <Callout intent="warning" title="The board could not be refreshed" role="alert">
      {errorMessage(error)}{' '}
      {serverTime
        ? `The orders shown are as of ${formatTime(serverTime)}; the board keeps trying.`
        : 'The board keeps trying.'}
    </Callout>
  )
}
