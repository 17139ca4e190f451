import type { Intent } from '@blueprintjs/core'
import { NOTIFICATION_STATUS_LABELS } from 'contracts'
import type { NotificationStatus } from 'contracts'
import { CellTag } from '../../lib/resource'
import { say } from '../../lib/i18n'

const INTENT: Record<NotificationStatus, Intent> = {
  scheduled: 'primary',
  sent: 'success',
  cancelled: 'none',
  failed: 'danger',
}

/** Scheduled, Sent, Cancelled or Failed, as a tag. */
export function NotificationStatusTag({ status }: { status: NotificationStatus }) {
  return (
    <CellTag intent={INTENT[status]} minimal={status !== 'sent'}>
      {say(NOTIFICATION_STATUS_LABELS[status])}
    </CellTag>
  )
}
