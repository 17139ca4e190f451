import { centsToMoney, moneyToCents, formatUsd } from 'contracts'

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
  const verb = type === 1 ? `Recharge ${customerName}'s wallet with` : 'Deduct'
  const what =
    type === 1
      ? `${verb} ${formatUsd(amount)}`
      : `${verb} ${formatUsd(amount)} from ${customerName}'s wallet`
  return `${what}: ${formatUsd(balance)} → ${formatUsd(balanceAfter(operation))}`
}
