import { centsToMoney, moneyToCents } from 'contracts'
import type { WalletTransaction } from 'contracts'
import type { CsvValue } from '../../lib/resource/csv/csv'
import { isMoneyIn, m } from './transactionList'

/**
 * The lines a CSV export ends with, added up from its own rows: transactions,
 * money in, money out and net, each under the Amount column (`amountAt`).
 */
export function totalsFooter(rows: readonly WalletTransaction[], width: number, amountAt: number) {
  let moneyIn = 0
  let moneyOut = 0
  for (const t of rows) {
    if (isMoneyIn(t)) moneyIn += moneyToCents(t.amount)
    else moneyOut += moneyToCents(t.amount)
  }
  const line = (label: string, value: string): CsvValue[] =>
    Array.from({ length: width }, (_, i) => (i === 0 ? label : i === amountAt ? value : ''))
  return [
    line(m.transactions(), String(rows.length)),
    line(m.moneyIn(), centsToMoney(moneyIn)),
    line(m.moneyOut(), centsToMoney(moneyOut)),
    line(m.net(), centsToMoney(moneyIn - moneyOut)),
  ]
}
