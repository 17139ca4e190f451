import { centsToMoney, moneyToCents } from 'contracts'
import type { WalletTransaction } from 'contracts'
import type { CsvValue } from '../../lib/resource/csv/csv'
import { isMoneyIn } from './transactionList'

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
    line('Transactions', String(rows.length)),
    line('Money in', centsToMoney(moneyIn)),
    line('Money out', centsToMoney(moneyOut)),
    line('Net', centsToMoney(moneyIn - moneyOut)),
  ]
}
