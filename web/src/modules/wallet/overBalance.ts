import { moneyToCents } from 'contracts'

import { m } from './operationText'
import { formatUsd } from '../../lib/i18n/money'

/** "Cannot be more than the balance, $12.00": a deduction above what the wallet holds. */
export function overBalance(amount: unknown, balance: string | undefined): string | undefined {
  if (typeof amount !== 'string' || balance === undefined) return undefined
  const cents = moneyToCents(amount)
  return cents > moneyToCents(balance) ? m.overBalance({ balance: formatUsd(balance) }) : undefined
}
