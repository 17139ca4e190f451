import type { ShiftReport } from 'contracts'
import { formatCount } from '../../lib/i18n'
import { bothText, differenceText, lbpDifferenceText, m } from './words'

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
  const parts = [m.cashFromOrders({ amount: bothText(cashFromOrdersUsd, cashFromOrdersLbp) })]
  const recharges = report.walletRecharges.length
  if (recharges)
    parts.push(
      m.cashFromRecharges({
        amount: bothText(report.rechargesUsd, report.rechargesLbp),
        count: recharges,
        shown: formatCount(recharges),
      }),
    )
  // What the settlements counted over (added) or short (taken away), each currency apart.
  const gaps = [
    ...(settlementGapsUsd === '0.00' ? [] : [differenceText(settlementGapsUsd)]),
    ...(settlementGapsLbp === 0 ? [] : [lbpDifferenceText(settlementGapsLbp)]),
  ]
  const sentence = parts.join(' + ')
  return (
    <p className="report-note" data-testid="cash-expected-parts">
      {m.cashExpectedParts({
        parts: gaps.length
          ? `${sentence}; ${m.cashFromSettlementGaps({ gaps: gaps.join(', ') })}`
          : sentence,
      })}
    </p>
  )
}
