import { COUPON_TARGET_LABELS, DISCOUNT_TYPE_LABELS, couponResource } from 'contracts'
import type { Coupon } from 'contracts'
import {
  ChoiceFilter,
  ResourceListPage,
  ResourceTable,
  ScheduleStatusFilter,
  csvColumnsOf,
  scheduleDatesColumn,
  scheduleStatusColumn,
  useListController,
  useRowActions,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { sayEach } from '../../lib/i18n/sayEach'
import { CouponUsage } from './CouponUsage'
import { couponSentence } from './couponSentence'
import { couponLabels, m } from './labels'
import { couponPaths } from './paths'
import './coupon.css'

const sentence = (c: Coupon) => couponSentence(c)

/** The columns, in the page's language (read when the list renders). */
const couponColumns = (): Column<Coupon>[] => [
  {
    id: 'code',
    header: m.code(),
    sortField: 'code',
    cell: (c) => <code className="coupon-code">{c.code}</code>,
    csv: (c) => c.code,
  },
  { id: 'offer', header: m.whatItDoes(), cell: sentence, csv: sentence },
  {
    id: 'usage',
    header: m.usage(),
    sortField: 'usedCount',
    cell: (c) => <CouponUsage coupon={c} />,
    csv: [
      { header: m.used(), value: (c) => c.usedCount },
      { header: m.usageLimit(), value: (c) => c.usageLimit ?? '' },
    ],
  },
  scheduleStatusColumn(),
  scheduleDatesColumn(),
]

/** Coupons: each one said in words, how far it is used, and whether it is live. */
export default function CouponListScreen() {
  const list = useListController(couponResource, { sort: { field: 'startsAt', direction: 'desc' } })
  const actions = useRowActions(list, { paths: couponPaths, nameOf: (c) => c.code })
  const columns = couponColumns()
  const labels = couponLabels()
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={couponPaths.add}
      addLabel={m.addCoupon()}
      searchPlaceholder={m.search()}
      csv={{ filename: 'coupons', columns: csvColumnsOf(columns) }}
      filters={
        <>
          <ScheduleStatusFilter
            value={list.state.filters.status}
            onChange={(v) => list.setFilter('status', v)}
          />
          <ChoiceFilter
            label={m.type()}
            choices={sayEach(DISCOUNT_TYPE_LABELS)}
            value={list.state.filters.discountType}
            onChange={(v) => list.setFilter('discountType', v)}
          />
          <ChoiceFilter
            label={labels.appliesTo}
            choices={sayEach(COUPON_TARGET_LABELS)}
            value={list.state.filters.appliesTo}
            onChange={(v) => list.setFilter('appliesTo', v)}
          />
        </>
      }
    >
      <ResourceTable controller={list} columns={columns} plural={m.plural()} rowActions={actions} />
    </ResourceListPage>
  )
}
