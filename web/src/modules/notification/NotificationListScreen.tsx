import { Classes } from '@blueprintjs/core'
import {
  NOTIFICATION_AUDIENCE_LABELS,
  NOTIFICATION_STATUS_LABELS,
  notificationResource,
} from 'contracts'
import type { Notification } from 'contracts'
import {
  ChoiceFilter,
  DateRangeFilter,
  ResourceListPage,
  ResourceTable,
  csvColumnsOf,
  useListController,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { formatDateTime } from '../../lib/dates'
import { audienceInWords } from './audienceInWords'
import { NotificationStatusTag } from './NotificationStatusTag'
import { notificationPaths } from './paths'
import { useCancelNotification } from './useCancelNotification'
import { useRefreshWhenDue } from './useRefreshWhenDue'

const columns: Column<Notification>[] = [
  {
    id: 'title',
    header: 'Notification',
    sortField: 'title',
    cell: (n) => (
      <>
        <strong>{n.title}</strong>
        <div className={Classes.TEXT_MUTED}>{n.body}</div>
      </>
    ),
    csv: [
      { header: 'Title', value: (n) => n.title },
      { header: 'Message', value: (n) => n.body },
    ],
  },
  {
    id: 'status',
    header: 'Status',
    cell: (n) => <NotificationStatusTag status={n.status} />,
    csv: (n) => NOTIFICATION_STATUS_LABELS[n.status],
  },
  { id: 'audience', header: 'Audience', cell: audienceInWords, csv: audienceInWords },
  {
    id: 'when',
    header: 'Scheduled / sent',
    sortField: 'scheduledAt',
    cell: (n) => {
      const at = n.sentAt ?? n.scheduledAt
      return at ? formatDateTime(at) : '—'
    },
    csv: (n) => n.sentAt ?? n.scheduledAt ?? '',
  },
  {
    id: 'recipients',
    header: 'Recipients',
    align: 'right',
    cell: (n) => (n.status === 'sent' ? n.recipients.toLocaleString('en-US') : '—'),
    csv: (n) => n.recipients,
  },
]

const csvColumns = csvColumnsOf(columns)

/** The list as the layer reads it: `from`/`to` are its date range, not filters. */
const notificationList = {
  ...notificationResource,
  filters: notificationResource.filters.omit({ from: true, to: true }),
}

/** Push notifications: what went out, what is scheduled (cancel until it goes), to whom. */
export default function NotificationListScreen() {
  const list = useListController(notificationList, { dateRange: true })
  const reload = list.list.retry
  useRefreshWhenDue(list.list.rows, reload)
  const cancel = useCancelNotification(list.allowed.update, reload)
  return (
    <ResourceListPage
      title="Push Notifications"
      controller={list}
      addTo={notificationPaths.add}
      addLabel="New notification"
      searchPlaceholder="Search by title or message"
      csv={{ filename: 'push-notifications', columns: csvColumns }}
      filters={
        <>
          <ChoiceFilter
            label="Status"
            choices={NOTIFICATION_STATUS_LABELS}
            value={list.state.filters.status}
            onChange={(v) => list.setFilter('status', v)}
          />
          <ChoiceFilter
            label="Audience"
            choices={NOTIFICATION_AUDIENCE_LABELS}
            value={list.state.filters.audience}
            onChange={(v) => list.setFilter('audience', v)}
          />
          <DateRangeFilter
            label="Sent or scheduled"
            value={list.state.dateRange ?? {}}
            onChange={list.setDateRange}
          />
        </>
      }
    >
      <ResourceTable
        controller={list}
        columns={columns}
        plural="push notifications"
        rowActions={cancel}
        rowTo={(n) => notificationPaths.view(n.id)}
      />
    </ResourceListPage>
  )
}
