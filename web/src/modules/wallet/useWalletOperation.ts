import { walletRoutes, formatUsd } from 'contracts'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest, requestPath } from '../../lib/api'
import { serverFailure, useSendOnce } from '../../lib/resource'
import type { ServerFailure } from '../../lib/resource'
import type { WalletOperation } from './operationText'
import { overBalance } from './overBalance'

export interface OperationValues {
  customerId?: number
  amount?: string
  reason?: string
}

/** An operation the employee is asked to confirm: what will be sent and the balance it starts from. */
export interface PendingOperation extends WalletOperation {
  body: { customerId: number; type: 1 | 2; amount: string; reason: string }
}

/**
 * One recharge or deduct, exactly once: its Idempotency-Key is made when the form
 * opens and kept until the server has applied it (a refused or lost try is sent again
 * under the same key); the balance it starts from is read fresh before confirming.
 */
export function useWalletOperation(type: 1 | 2) {
  const { send, sending } = useSendOnce(walletRoutes.createWalletTransaction)
  const [pending, setPending] = useState<PendingOperation>()
  const { mutate } = useSWRConfig()

  /** Reads the balance now and asks for confirmation (or fails with the server's words). */
  const review = async (values: OperationValues): Promise<ServerFailure | undefined> => {
    const customerId = values.customerId as number
    try {
      const { Data: wallet } = await apiRequest(walletRoutes.getWallet, {
        params: { id: customerId },
      })
      void mutate(requestPath(walletRoutes.getWallet, { params: { id: customerId } }), {
        Data: wallet,
      })
      const over = type === 2 ? overBalance(values.amount, wallet.balance) : undefined
      if (over) {
        const message = `${wallet.customerName}'s balance is ${formatUsd(wallet.balance)}: a deduction cannot be more.`
        return { status: 422, message, submission: { amount: over }, stale: false }
      }
      const body = {
        customerId,
        type,
        amount: values.amount as string,
        reason: (values.reason as string).trim(),
      }
      setPending({
        type,
        customerName: wallet.customerName,
        amount: body.amount,
        balance: wallet.balance,
        body,
      })
      return undefined
    } catch (error) {
      return serverFailure(error)
    }
  }

  /**
   * Sends the confirmed operation; resolves to the server's transaction or its refusal,
   * or to nothing when it is already being sent (a second click).
   */
  const confirm = async () => {
    if (!pending) return undefined
    const result = await send({ body: pending.body })
    if (result === undefined) return undefined
    setPending(undefined)
    if (result.ok) {
      await mutate(requestPath(walletRoutes.getWallet, { params: { id: pending.body.customerId } }))
    }
    return result
  }

  return { pending, sending, review, confirm, cancel: () => setPending(undefined) }
}
