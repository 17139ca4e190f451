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
import { CouponUsage } from './CouponUsage'
import { couponSentence } from './couponSentence'
import { COUPON_LABELS as LABELS } from './labels'
import { couponPaths } from './paths'
import './coupon.css'

const sentence = (c: Coupon) => couponSentence(c)

const columns: Column<Coupon>[] = [
  {
    id: 'code',
    header: LABELS.code,
    sortField: 'code',
    cell: (c) => <code className="coupon-code">{c.code}</code>,
    csv: (c) => c.code,
  },
  { id: 'offer', header: 'What it does', cell: sentence, csv: sentence },
  {
    id: 'usage',
    header: 'Usage',
    sortField: 'usedCount',
    cell: (c) => <CouponUsage coupon={c} />,
    csv: [
      { header: 'Used', value: (c) => c.usedCount },
      { header: LABELS.usageLimit, value: (c) => c.usageLimit ?? '' },
    ],
  },
  scheduleStatusColumn(),
  scheduleDatesColumn(),
]

const csvColumns = csvColumnsOf(columns)

/** Coupons: each one said in words, how far it is used, and whether it is live. */
export default function CouponListScreen() {
  const list = useListController(couponResource, { sort: { field: 'startsAt', direction: 'desc' } })
  const actions = useRowActions(list, { paths: couponPaths, nameOf: (c) => c.code })
  return (
    <ResourceListPage
      title="Coupons"
      controller={list}
      addTo={couponPaths.add}
      addLabel="Add coupon"
      searchPlaceholder="Search by code"
      csv={{ filename: 'coupons', columns: csvColumns }}
      filters={
        <>
          <ScheduleStatusFilter
            value={list.state.filters.status}
            onChange={(v) => list.setFilter('status', v)}
          />
          <ChoiceFilter
            label="Type"
            choices={DISCOUNT_TYPE_LABELS}
            value={list.state.filters.discountType}
            onChange={(v) => list.setFilter('discountType', v)}
          />
          <ChoiceFilter
            label={LABELS.appliesTo}
            choices={COUPON_TARGET_LABELS}
            value={list.state.filters.appliesTo}
            onChange={(v) => list.setFilter('appliesTo', v)}
          />
        </>
      }
    >
      <ResourceTable controller={list} columns={columns} plural="coupons" rowActions={actions} />
    </ResourceListPage>
  )
}
