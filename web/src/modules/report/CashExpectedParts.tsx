import type { ShiftReport } from 'contracts'
import { formatCount } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'
import { lbpText, m } from './words'

/**
 * Cash expected in words, by its parts in each currency: the cash of the
 * orders its link opens (their footer's cash taken), the wallet recharges
 * listed on the report and what the settlements counted over or under what
 * they expected; they add up to it. Nothing for a close made before the
 * report kept its parts.
 */
export function CashExpectedParts({ report }: { report: ShiftReport }) {
  const { cashFromOrdersUsd, cashFromOrdersLbp, settlementGapsUsd, settlementGapsLbp } = report
  if (
    cashFromOrdersUsd === undefined ||
    cashFromOrdersLbp === undefined ||
    settlementGapsUsd === undefined ||
    settlementGapsLbp === undefined
  )
    return null
  const parts = [
    m.cashFromOrders({ usd: formatUsd(cashFromOrdersUsd), lbp: lbpText(cashFromOrdersLbp) }),
  ]
  const recharges = report.walletRecharges.length
  if (recharges)
    parts.push(
      m.cashFromRecharges({
        usd: formatUsd(report.rechargesUsd),
        lbp: lbpText(report.rechargesLbp),
        count: recharges,
        shown: formatCount(recharges),
      }),
    )
  if (settlementGapsUsd !== '0.00' || settlementGapsLbp !== 0)
    parts.push(
      m.cashFromSettlementGaps({
        usd: formatUsd(settlementGapsUsd),
        lbp: lbpText(settlementGapsLbp),
      }),
    )
  return (
    <p className="report-note" data-testid="cash-expected-parts">
      {m.cashExpectedParts({ parts: parts.join(' + ') })}
    </p>
  )
}
