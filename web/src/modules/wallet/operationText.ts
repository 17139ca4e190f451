import { centsToMoney, moneyToCents } from 'contracts'
import { messages } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'
import en from './messages.en.json'

/** The wallet screens' words (messages.en.json). */
export const m = messages(en)

export interface WalletOperation {
  type: 1 | 2
  customerName: string
  amount: string
  balance: string
}

/** The balance after the operation, as the contract writes money (may be negative: refused). */
export const balanceAfter = ({ type, amount, balance }: WalletOperation) =>
  centsToMoney(moneyToCents(balance) + (type === 1 ? 1 : -1) * moneyToCents(amount))

/**
 * The operation in full, as the confirmation states it:
 * "Deduct $12.50 from Wassim Saleh's wallet: $480.30 → $467.80".
 */
export function operationText(operation: WalletOperation): string {
  const { type, customerName, amount, balance } = operation
  const values = {
    name: customerName,
    amount: formatUsd(amount),
    before: formatUsd(balance),
    after: formatUsd(balanceAfter(operation)),
  }
  return type === 1 ? m.rechargeText(values) : m.deductText(values)
}
