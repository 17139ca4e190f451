import { Classes, ProgressBar } from '@blueprintjs/core'
import type { Coupon } from 'contracts'

/** Used / limit as a bar ("37 / 100"), or the uses alone when there is no limit. */
export function CouponUsage({ coupon }: { coupon: Pick<Coupon, 'usedCount' | 'usageLimit'> }) {
  const { usedCount, usageLimit } = coupon
  if (usageLimit === null) return <span>{usedCount.toLocaleString('en-US')} used, no limit</span>
  const share = Math.min(1, usedCount / usageLimit)
  return (
    <div className="coupon-usage">
      <span className={Classes.TEXT_SMALL}>
        {usedCount.toLocaleString('en-US')} / {usageLimit.toLocaleString('en-US')}
      </span>
      <ProgressBar
        value={share}
        stripes={false}
        animate={false}
        intent={share >= 1 ? 'danger' : share >= 0.8 ? 'warning' : 'primary'}
        aria-label={`${usedCount} of ${usageLimit} uses`}
      />
    </div>
  )
}
