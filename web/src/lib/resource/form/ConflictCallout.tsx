import { Button, Callout } from '@blueprintjs/core'
import { RefreshIcon, WarningSignIcon } from '@blueprintjs/icons'
import { API_ERRORS } from 'contracts'
import { errorMessage } from '../errors/errorMessage'
import { LinkButton } from '../table/LinkButton'
import type { Conflict } from './useFormController'
import { messages, say } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

interface ConflictCalloutProps {
  conflict: Conflict<unknown>
  /** The server's words for the 409. */
  message: string | undefined
  labels?: Readonly<Record<string, string>>
  onLoadTheirs: () => void
  /** Where "Back to the list" goes when their version cannot be read. */
  listPath: string
}

/**
 * Someone else saved the record while this form was open. Loading their
 * version keeps every field typed here and takes theirs for the rest.
 */
export function ConflictCallout({
  conflict,
  message,
  labels = {},
  onLoadTheirs,
  listPath,
}: ConflictCalloutProps) {
  if (conflict.loadError !== undefined) {
    // Their version cannot be read (deleted since): nothing to merge with.
    return (
      <Callout intent="danger" icon={<WarningSignIcon />} title={m.changedByOther()} role="alert">
        <p>{message ?? say(API_ERRORS.stale)}</p>
        <p>{m.theirsNotLoaded({ error: errorMessage(conflict.loadError) })}</p>
        <LinkButton to={listPath}>{m.backToList()}</LinkButton>
      </Callout>
    )
  }
  const changed = conflict.changed.map((key) => labels[key] ?? key)
  return (
    <Callout intent="warning" icon={<WarningSignIcon />} title={m.changedByOther()}>
      <p>{message ?? say(API_ERRORS.stale)}</p>
      {changed.length > 0 && <p>{m.theyChanged({ fields: changed.join(', ') })}</p>}
      <p>{m.loadTheirsHelp()}</p>
      <Button icon={<RefreshIcon />} intent="warning" onClick={onLoadTheirs}>
        {m.loadTheirs()}
      </Button>
    </Callout>
  )
}
