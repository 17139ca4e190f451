import type { CurrencyRateRow } from '../rows'
import type { EmployeeRow } from '../rows'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The dollar rate's history, set by the administrator: the market's moves of
 * the year before, 89,500 LBP per dollar for the last months, and one change
 * in the last week (four days before the seed's now), the rate in force now.
 */
export function seedCurrencyRates(
  anchor: number,
  employees: readonly EmployeeRow[],
): CurrencyRateRow[] {
  const admin = employees[0]!
  const setBy = { id: admin.id, name: `${admin.firstName} ${admin.lastName}` }
  const history: [number, number, string][] = [
    [400, 89_000, 'Market rate'],
    [300, 89_700, 'Market rate'],
    [210, 89_500, 'Central bank platform rate'],
    [4, 89_700, 'Rate moved this week'],
  ]
  return history.map(([daysAgo, lbpPerUsd, note], i) => {
    const at = new Date(anchor - daysAgo * DAY_MS - 9 * 60 * 60 * 1000).toISOString()
    return {
      id: i + 1,
      createdAt: at,
      updatedAt: at,
      version: 1,
      lbpPerUsd,
      effectiveFrom: at,
      note,
      setBy,
    }
  })
}
