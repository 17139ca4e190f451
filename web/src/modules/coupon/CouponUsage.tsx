import { Classes, ProgressBar } from '@blueprintjs/core'
import type { Coupon } from 'contracts'
import { formatNumber } from '../../lib/i18n'
import { m } from './labels'

/** Used / limit as a bar ("37 / 100"), or the uses alone when there is no limit. */
export function CouponUsage({ coupon }: { coupon: Pick<Coupon, 'usedCount' | 'usageLimit'> }) {
  const { usedCount, usageLimit } = coupon
  if (usageLimit === null) return <span>{m.usedNoLimit({ count: usedCount })}</span>
  const share = Math.min(1, usedCount / usageLimit)
  return (
    <div className="coupon-usage">
      <span className={Classes.TEXT_SMALL}>
        {formatNumber(usedCount)} / {formatNumber(usageLimit)}
      </span>
      <ProgressBar
        value={share}
        stripes={false}
        animate={false}
        intent={share >= 1 ? 'danger' : share >= 0.8 ? 'warning' : 'primary'}
        aria-label={m.usesOf({ used: usedCount, limit: usageLimit })}
      />
    </div>
  )
}
