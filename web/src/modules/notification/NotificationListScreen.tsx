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
import { formatNumber, say } from '../../lib/i18n'
import { sayEach } from '../../lib/i18n/sayEach'
import { m } from './words'

/** The columns, in the page's language (read when the list renders). */
const notificationColumns = (): Column<Notification>[] => [
  {
    id: 'title',
    header: m.notification(),
    sortField: 'title',
    cell: (n) => (
      <>
        <strong>{n.title}</strong>
        <div className={Classes.TEXT_MUTED}>{n.body}</div>
      </>
    ),
    csv: [
      { header: m.titleLabel(), value: (n) => n.title },
      { header: m.message(), value: (n) => n.body },
    ],
  },
  {
    id: 'status',
    header: m.status(),
    cell: (n) => <NotificationStatusTag status={n.status} />,
    csv: (n) => say(NOTIFICATION_STATUS_LABELS[n.status]),
  },
  { id: 'audience', header: m.audience(), cell: audienceInWords, csv: audienceInWords },
  {
    id: 'when',
    header: m.scheduledSent(),
    sortField: 'scheduledAt',
    cell: (n) => {
      const at = n.sentAt ?? n.scheduledAt
      return at ? formatDateTime(at) : '—'
    },
    csv: (n) => n.sentAt ?? n.scheduledAt ?? '',
  },
  {
    id: 'recipients',
    header: m.recipients(),
    align: 'right',
    cell: (n) => (n.status === 'sent' ? formatNumber(n.recipients) : '—'),
    csv: (n) => n.recipients,
  },
]

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
  const columns = notificationColumns()
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={notificationPaths.add}
      addLabel={m.newNotification()}
      searchPlaceholder={m.search()}
      csv={{ filename: 'push-notifications', columns: csvColumnsOf(columns) }}
      filters={
        <>
          <ChoiceFilter
            label={m.status()}
            choices={sayEach(NOTIFICATION_STATUS_LABELS)}
            value={list.state.filters.status}
            onChange={(v) => list.setFilter('status', v)}
          />
          <ChoiceFilter
            label={m.audience()}
            choices={sayEach(NOTIFICATION_AUDIENCE_LABELS)}
            value={list.state.filters.audience}
            onChange={(v) => list.setFilter('audience', v)}
          />
          <DateRangeFilter
            label={m.sentOrScheduled()}
            value={list.state.dateRange ?? {}}
            onChange={list.setDateRange}
          />
        </>
      }
    >
      <ResourceTable
        controller={list}
        columns={columns}
        plural={m.plural()}
        rowActions={cancel}
        rowTo={(n) => notificationPaths.view(n.id)}
      />
    </ResourceListPage>
  )
}
