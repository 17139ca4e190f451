import type { WALLET_TRANSACTION_TYPE } from 'contracts'

type WalletOperation = (typeof WALLET_TRANSACTION_TYPE)[keyof typeof WALLET_TRANSACTION_TYPE]

/** How many lines of each ledger (wallet, points, orders) the drawer shows. */
export const LAST_LINES = 5

/**
 * The Recharge (type 1) or Deduct (type 2) screen with the customer already
 * chosen: the wallets screen reads `customerId`.
 */
export const walletOperationPath = (type: WalletOperation, customerId: number) =>
  `/wallets/add?type=${type}&customerId=${customerId}`
