import { HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core'
import {
  WALLET_MESSAGES,
  WALLET_TENDERS,
  WALLET_TENDER_LABELS,
  centsToMoney,
  currencyRoutes,
  isCashTender,
  lbpToCents,
} from 'contracts'
import type { WalletTender } from 'contracts'
import { useEffect } from 'react'
import { useField } from 'react-final-form'
import { useEmployeeBranches } from '../../lib/branches'
import { useApi } from '../../lib/api'
import { FieldFrame, LbpField, MoneyField, fieldError, fieldId } from '../../lib/resource'
import { say } from '../../lib/i18n'
import { formatRate, formatUsd } from '../../lib/i18n/money'
import { m } from './operationText'

/** How a recharge is paid: cash in dollars, cash in pounds, or a card, in a row. */
function TenderChoice() {
  const { input, meta } = useField<WalletTender>('tender')
  const id = fieldId('tender')
  return (
    <FieldFrame id={id} label={m.paidWithLabel()} error={fieldError(meta)} required>
      <RadioGroup
        name={id}
        inline
        selectedValue={input.value}
        onChange={(e) => input.onChange(e.currentTarget.value)}
      >
        {WALLET_TENDERS.map((t) => (
          <Radio key={t} id={`${id}-${t}`} value={t} label={say(WALLET_TENDER_LABELS[t])} />
        ))}
      </RadioGroup>
    </FieldFrame>
  )
}

/**
 * A recharge in cash: the branch whose drawer takes it, among the employee's
 * own (prefilled when they have one); required, as the shift of that branch
 * expects the cash.
 */
function DrawerBranchField() {
  const { branches } = useEmployeeBranches()
  const { input, meta } = useField<number | undefined>('branchId', {
    // Required once there are branches to choose from (the list read).
    validate: (value) =>
      value === undefined && branches.length > 0 ? say(WALLET_MESSAGES.branchRequired) : undefined,
  })
  const only = branches.length === 1 ? branches[0]!.id : undefined
  const { onChange } = input
  useEffect(() => {
    // An empty field reads '' (react-final-form's format of undefined).
    if (only !== undefined && !input.value) onChange(only)
  }, [only, input.value, onChange])
  const id = fieldId('branchId')
  return (
    <FieldFrame
      id={id}
      label={m.drawerBranch()}
      error={fieldError(meta)}
      helperText={m.drawerHelp()}
      required
    >
      <HTMLSelect
        id={id}
        value={input.value ?? ''}
        onChange={(e) =>
          onChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)
        }
        onBlur={input.onBlur}
        options={[
          ...(only === undefined ? [{ value: '', label: m.chooseBranch() }] : []),
          ...branches.map((b) => ({ value: b.id, label: b.name })),
        ]}
      />
    </FieldFrame>
  )
}

/** What the pounds typed are worth at the rate in force, as the server will credit them. */
function poundsWorth(amountLbp: number | null | undefined, lbpPerUsd: number | undefined) {
  if (lbpPerUsd === undefined) return m.valuedInForce()
  const rate = formatRate(lbpPerUsd)
  if (!amountLbp) return m.valuedAt({ rate })
  return m.worthAt({ worth: formatUsd(centsToMoney(lbpToCents(amountLbp, lbpPerUsd))), rate })
}

/**
 * A recharge's amount: the tender, then the dollar box, or for cash in pounds
 * the pound box (typed as people type pounds) with what it is worth in
 * dollars at the rate in force. A deduct has the dollar box only. The box not
 * shown keeps what was typed in it.
 */
export function RechargeAmountFields({ type }: { type: 1 | 2 }) {
  const tender = useField<WalletTender>('tender', { subscription: { value: true } }).input.value
  const pounds = useField<number | null>('amountLbp', { subscription: { value: true } }).input.value
  const rate = useApi(currencyRoutes.getCurrentRate, { enabled: tender === 'cash_lbp' }).data?.Data
    .lbpPerUsd
  if (type === 2) return <MoneyField name="amount" label={m.amount()} required />
  return (
    <>
      <TenderChoice />
      {tender === 'cash_lbp' ? (
        <LbpField
          name="amountLbp"
          label={m.poundsReceived()}
          required
          helperText={<span data-testid="pounds-worth">{poundsWorth(pounds, rate)}</span>}
        />
      ) : (
        <MoneyField name="amount" label={m.amount()} required />
      )}
      {isCashTender(tender) && <DrawerBranchField />}
    </>
  )
}
