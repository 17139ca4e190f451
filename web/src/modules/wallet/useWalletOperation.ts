import {
  WALLET_MESSAGES,
  centsToMoney,
  currencyRoutes,
  isCashTender,
  lbpToCents,
  walletRoutes,
  walletTenderText,
} from 'contracts'
import { say } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'
import type { WalletTender, WalletTransactionBody } from 'contracts'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest, requestPath } from '../../lib/api'
import { serverFailure, useSendOnce } from '../../lib/resource'
import type { ServerFailure } from '../../lib/resource'
import { m } from './operationText'
import type { WalletOperation } from './operationText'
import { overBalance } from './overBalance'

export interface OperationValues {
  customerId?: number
  /** A recharge's tender; a deduct has none. */
  tender?: WalletTender
  amount?: string
  /** The pounds received, for a recharge in pounds. */
  amountLbp?: number | null
  /** A recharge in cash: the branch whose drawer takes it. */
  branchId?: number
  reason?: string
}

/** An operation the employee is asked to confirm: what will be sent and the balance it starts from. */
export interface PendingOperation extends WalletOperation {
  body: WalletTransactionBody & { amount?: string; reason: string }
  /** How the recharge is paid, in words ("" for a deduct). */
  tenderText: string
  /** The branch whose drawer takes the cash, by name, for a recharge in cash. */
  drawer?: string
}

const isPounds = (type: 1 | 2, values: OperationValues) =>
  type === 1 && values.tender === 'cash_lbp'

/**
 * The body the form's values make. A recharge in pounds sends its pounds (and
 * the rate the employee is shown, when known), never the dollar box, which
 * the form keeps as typed; any other sends the dollars.
 */
export function operationBody(
  type: 1 | 2,
  values: OperationValues,
  lbpPerUsd?: number,
): WalletTransactionBody {
  const base = {
    customerId: values.customerId as number,
    type,
    ...(type === 1 && isCashTender(values.tender) && values.branchId !== undefined
      ? { branchId: values.branchId }
      : {}),
    reason: values.reason as string,
  }
  if (isPounds(type, values)) {
    return {
      ...base,
      tender: 'cash_lbp',
      ...(values.amountLbp == null ? {} : { amountLbp: values.amountLbp }),
      ...(lbpPerUsd === undefined ? {} : { lbpPerUsd }),
    }
  }
  return {
    ...base,
    ...(type === 1 ? { tender: values.tender ?? 'cash_usd' } : {}),
    amount: values.amount as string,
  }
}

/**
 * One recharge or deduct, exactly once: its Idempotency-Key is made when the form
 * opens and kept until the server has applied it (a refused or lost try is sent again
 * under the same key); the balance it starts from, and for pounds the rate in force,
 * are read fresh before confirming.
 */
export function useWalletOperation(type: 1 | 2) {
  const { send, sending } = useSendOnce(walletRoutes.createWalletTransaction)
  const [pending, setPending] = useState<PendingOperation>()
  const { mutate } = useSWRConfig()

  /** The rate in force now, read fresh (and shared with the screen's own reading). */
  const rateNow = async () => {
    const { Data } = await apiRequest(currencyRoutes.getCurrentRate)
    void mutate(requestPath(currencyRoutes.getCurrentRate), { Data })
    return Data.lbpPerUsd
  }

  /**
   * Reads the balance now and asks for confirmation (or fails with the server's words);
   * `drawer` names the branch of a recharge in cash.
   */
  const review = async (
    values: OperationValues,
    drawer?: string,
  ): Promise<ServerFailure | undefined> => {
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
        const message = m.deductAboveBalance({
          name: wallet.customerName,
          balance: formatUsd(wallet.balance),
        })
        return { status: 422, message, submission: { amount: over }, stale: false }
      }
      const lbpPerUsd = isPounds(type, values) ? await rateNow() : undefined
      const body = { ...operationBody(type, values, lbpPerUsd), reason: values.reason!.trim() }
      let amount = body.amount as string
      if (lbpPerUsd !== undefined) {
        const cents = lbpToCents(body.amountLbp as number, lbpPerUsd)
        if (cents < 1) {
          const message = WALLET_MESSAGES.lessThanACent(body.amountLbp as number, lbpPerUsd)
          return { status: 422, message, submission: { amountLbp: message }, stale: false }
        }
        amount = centsToMoney(cents)
      }
      const tenderText =
        type === 1
          ? say(
              walletTenderText({
                tender: body.tender ?? 'cash_usd',
                amountLbp: body.amountLbp ?? null,
                lbpPerUsd: lbpPerUsd ?? null,
              }),
            )
          : ''
      setPending({
        type,
        customerName: wallet.customerName,
        amount,
        balance: wallet.balance,
        body,
        tenderText,
        ...(body.branchId === undefined || drawer === undefined ? {} : { drawer }),
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
    } else if (result.failure.submission?.lbpPerUsd) {
      // Another rate came into force meanwhile: show it before the next try.
      void mutate(requestPath(currencyRoutes.getCurrentRate))
    }
    return result
  }

  return { pending, sending, review, confirm, cancel: () => setPending(undefined) }
}
