import { Callout, Classes } from '@blueprintjs/core'
import type { ApiError } from '../../lib/api'
import { formatTime } from '../../lib/dates'
import { errorMessage } from '../../lib/resource'

/** When the board last refreshed, and a warning while refreshing fails. */
export function RefreshStatus({ serverTime }: { serverTime: string | undefined }) {
  if (!serverTime) return null
  return (
    <span className={Classes.TEXT_MUTED} role="status">
      Updated {formatTime(serverTime)}
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
