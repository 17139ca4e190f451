import type { Intent } from '@blueprintjs/core'
import { SCHEDULE_STATUS_LABELS, scheduleStatusOf } from 'contracts'
import type { Scheduled, ScheduleStatus } from 'contracts'
import { formatDateTime } from '../../dates'
import { ChoiceFilter } from '../table/cells'
import type { Column } from '../table/ResourceTable'
import { useScheduleStatus } from './useScheduleStatus'
import { CellTag } from '../table/CellTag'

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
      {SCHEDULE_STATUS_LABELS[status]}
    </CellTag>
  )
}

/** The list filter on the schedule status (`?status=live`, filtered by the server). */
export function ScheduleStatusFilter(props: {
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  return <ChoiceFilter label="Status" choices={SCHEDULE_STATUS_LABELS} {...props} />
}

/** A list's status column: the tag, and the status in words in the CSV. */
export const scheduleStatusColumn = <T extends Scheduled>(): Column<T> => ({
  id: 'scheduleStatus',
  header: 'Status',
  cell: (record) => <ScheduleStatusTag item={record} />,
  csv: (record) => SCHEDULE_STATUS_LABELS[scheduleStatusOf(record)],
})

/** "November 21, 2026, 3:05 PM – December 31, 2026, 11:59 PM" (or "… – no end"). */
export const scheduleInWords = ({ startsAt, endsAt }: Pick<Scheduled, 'startsAt' | 'endsAt'>) =>
  `${formatDateTime(startsAt)} – ${endsAt === null ? 'no end' : formatDateTime(endsAt)}`

/** A list's dates column: start and end, sorted by the start. */
export const scheduleDatesColumn = <T extends Scheduled>(): Column<T> => ({
  id: 'schedule',
  header: 'Dates',
  sortField: 'startsAt',
  cell: (record) => scheduleInWords(record),
  csv: [
    { header: 'Starts at', value: (record) => record.startsAt },
    { header: 'Ends at', value: (record) => record.endsAt ?? '' },
  ],
})
