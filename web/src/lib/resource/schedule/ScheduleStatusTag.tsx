import type { Intent } from '@blueprintjs/core'
import { SCHEDULE_STATUS_LABELS, scheduleStatusOf } from 'contracts'
import type { Scheduled, ScheduleStatus } from 'contracts'
import { formatDateTime } from '../../dates'
import { ChoiceFilter } from '../table/cells'
import type { Column } from '../table/ResourceTable'
import { useScheduleStatus } from './useScheduleStatus'
import { CellTag } from '../table/CellTag'
import { messages, say } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

const INTENT: Record<ScheduleStatus, Intent> = {
  scheduled: 'primary',
  live: 'success',
  expired: 'none',
  inactive: 'warning',
}

/** "Scheduled", "Live", "Expired" or "Inactive" as a tag, turning over by itself when a date passes. */
export function ScheduleStatusTag({ item }: { item: Scheduled }) {
  const status = useScheduleStatus(item)
  return (
    <CellTag intent={INTENT[status]} minimal={status !== 'live'}>
      {say(SCHEDULE_STATUS_LABELS[status])}
    </CellTag>
  )
}

/** The statuses in words, in the page's language. */
const statusLabels = () =>
  Object.fromEntries(
    Object.entries(SCHEDULE_STATUS_LABELS).map(([status, label]) => [status, say(label)]),
  )

/** The list filter on the schedule status (`?status=live`, filtered by the server). */
export function ScheduleStatusFilter(props: {
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  return <ChoiceFilter label={m.status()} choices={statusLabels()} {...props} />
}

/** A list's status column: the tag, and the status in words in the CSV. */
export const scheduleStatusColumn = <T extends Scheduled>(): Column<T> => ({
  id: 'scheduleStatus',
  header: m.status(),
  cell: (record) => <ScheduleStatusTag item={record} />,
  csv: (record) => say(SCHEDULE_STATUS_LABELS[scheduleStatusOf(record)]),
})

/** "November 21, 2026, 3:05 PM – December 31, 2026, 11:59 PM" (or "… – no end"). */
export const scheduleInWords = ({ startsAt, endsAt }: Pick<Scheduled, 'startsAt' | 'endsAt'>) =>
  `${formatDateTime(startsAt)} – ${endsAt === null ? m.noEnd() : formatDateTime(endsAt)}`

/** A list's dates column: start and end, sorted by the start. */
export const scheduleDatesColumn = <T extends Scheduled>(): Column<T> => ({
  id: 'schedule',
  header: m.dates(),
  sortField: 'startsAt',
  cell: (record) => scheduleInWords(record),
  csv: [
    { header: m.startsAt(), value: (record) => record.startsAt },
    { header: m.endsAt(), value: (record) => record.endsAt ?? '' },
  ],
})
