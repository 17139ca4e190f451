import { Button, Callout, Card, H2 } from '@blueprintjs/core'
import { MinusIcon, PlusIcon } from '@blueprintjs/icons'
import {
  WALLET_RECHARGE_EXPECTED_USD,
  moneyToCents,
  walletRoutes,
  walletTransactionBodySchema,
} from 'contracts'
import type { FormApi } from 'final-form'
import { useEffect, useRef, useState } from 'react'
import type { MutableRefObject } from 'react'
import { Form } from 'react-final-form'
import { useSearchParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { useEmployeeBranches } from '../../lib/branches'
import { formatLbp, formatUsd } from '../../lib/i18n/money'
import { usePoundsQuestion } from '../../lib/forms/usePoundsQuestion'
import { zodValidate } from '../../lib/forms/zodValidate'
import { ReferenceField, TextField, useUnsavedChangesGuard } from '../../lib/resource'
import { useScreenCrumb } from '../../lib/screen/screenCrumb'
import type { ServerFailure } from '../../lib/resource'
import { toastSuccess } from '../../lib/toaster'
import { ConfirmOperation } from './ConfirmOperation'
import { m } from './operationText'
import { overBalance } from './overBalance'
import { RechargeAmountFields } from './TenderField'
import { operationBody, useWalletOperation } from './useWalletOperation'
import type { OperationValues } from './useWalletOperation'
import { customerLabel, walletCustomers } from '../../lib/wallets'

const validateBody = zodValidate(walletTransactionBodySchema)

/**
 * `/wallets/add?type=1` recharges, `?type=2` deducts; `&customerId=` starts with that
 * customer. Another query (the sidebar's other link) is another operation: a new form.
 * A recharge says how it was paid: cash in dollars (the default), cash in pounds
 * (typed as people type pounds, valued at the rate in force) or a card; dollars in
 * cash about a thousand times a usual recharge ask "Is this in pounds?" first. Cash
 * names the branch whose drawer takes it (that branch's shift expects it).
 */
export default function WalletOperationScreen() {
  const [search] = useSearchParams()
  const type = search.get('type') === '2' ? 2 : 1
  const preset = Number(search.get('customerId')) || undefined
  return <OperationForm key={search.toString()} type={type} preset={preset} />
}

function OperationForm({ type, preset }: { type: 1 | 2; preset: number | undefined }) {
  const operation = useWalletOperation(type)
  const { branches } = useEmployeeBranches()
  const pounds = usePoundsQuestion()
  const form = useRef<FormApi<OperationValues> | undefined>(undefined)
  const [failure, setFailure] = useState<ServerFailure>()
  const leaving = useRef(false)
  // The chosen customer's balance as last read (CustomerField reads it): a deduction above it
  // is refused on the field, before the confirmation.
  const known = useRef<{ customerId: number; balance: string } | undefined>(undefined)
  // One function for the form's life (a new one would make final-form validate again).
  const [validate] = useState(() => (values: OperationValues) => {
    const errors = validateBody(operationBody(type, values))
    const balance =
      known.current?.customerId === values.customerId ? known.current?.balance : undefined
    const over = type === 2 ? overBalance(values.amount, balance) : undefined
    return over && !errors.amount ? { ...errors, amount: over } : errors
  })
  const title = type === 1 ? m.rechargeTitle() : m.deductTitle()
  useScreenCrumb(type === 1 ? m.recharge() : m.deduct())

  const onConfirm = async () => {
    const result = await operation.confirm()
    if (!result) return
    if (result.ok) {
      const t = result.answer.Data
      const paid = t.amountLbp === null ? '' : ` (${formatLbp(t.amountLbp)})`
      void toastSuccess(
        m.recharged({
          type: t.type === 1 ? 'recharge' : 'deduct',
          amount: formatUsd(t.amount),
          paid,
          name: t.customerName,
          balance: formatUsd(t.balanceAfter),
        }),
      )
      // The next recharge starts with the same customer, tender and drawer.
      form.current?.restart({
        customerId: t.customerId,
        ...(t.tender ? { tender: t.tender } : {}),
        ...(t.branchId === null ? {} : { branchId: t.branchId }),
      })
    } else {
      setFailure(result.failure)
    }
  }

  const onSubmit = async (values: OperationValues, api: FormApi<OperationValues>) => {
    setFailure(undefined)
    if (type === 1 && values.tender === 'cash_usd') {
      const answer = await pounds.check(values.amount as string, WALLET_RECHARGE_EXPECTED_USD)
      if (answer === 'back') return undefined
      if (answer === 'pounds') {
        // The dollars typed were pounds: the pound box takes them, shown with their worth.
        api.batch(() => {
          api.change('tender', 'cash_lbp')
          api.change('amountLbp', Math.round(moneyToCents(values.amount as string) / 100))
          api.change('amount', '')
        })
        return undefined
      }
    }
    const refused = await operation.review(
      values,
      branches.find((b) => b.id === values.branchId)?.name,
    )
    setFailure(refused)
    return refused?.submission
  }

  return (
    <Form<OperationValues>
      onSubmit={onSubmit}
      initialValues={{ customerId: preset, ...(type === 1 ? { tender: 'cash_usd' as const } : {}) }}
      validate={validate}
      render={({ handleSubmit, submitting, values, form: api }) => {
        form.current = api
        return (
          <form className="resource-form" onSubmit={handleSubmit} noValidate>
            <UnsavedGuard isDirty={() => api.getState().dirty === true} leaving={leaving} />
            <H2>{title}</H2>
            {/* A refusal in the server's words; everything typed stays. */}
            {failure && (
              <Callout intent="danger" role="alert">
                {failure.message}
              </Callout>
            )}
            <Card>
              <CustomerField
                customerId={values.customerId}
                onBalance={(wallet) => (known.current = wallet)}
              />
              <RechargeAmountFields type={type} />
              <TextField name="reason" label={m.reason()} required multiline />
              <Button
                type="submit"
                intent={type === 1 ? 'primary' : 'danger'}
                icon={type === 1 ? <PlusIcon /> : <MinusIcon />}
                loading={submitting || operation.sending}
              >
                {type === 1 ? m.rechargeEllipsis() : m.deductEllipsis()}
              </Button>
            </Card>
            <ConfirmOperation
              pending={operation.pending}
              sending={operation.sending}
              onConfirm={() => void onConfirm()}
              onCancel={operation.cancel}
            />
            {pounds.question}
          </form>
        )
      }}
    />
  )
}

function UnsavedGuard(props: { isDirty: () => boolean; leaving: MutableRefObject<boolean> }) {
  return useUnsavedChangesGuard(props.isDirty, props.leaving).dialog
}

/**
 * The customer, named as "Lara Issa (+9613123456)" even when the form opened
 * with only their id, and their balance as the server has it now.
 */
function CustomerField({
  customerId,
  onBalance,
}: {
  customerId: number | undefined
  onBalance: (wallet: { customerId: number; balance: string }) => void
}) {
  const { data } = useApi(walletRoutes.getWallet, {
    params: { id: customerId ?? 0 },
    enabled: customerId !== undefined,
  })
  const wallet =
    customerId !== undefined && data?.Data.customerId === customerId ? data.Data : undefined
  useEffect(() => {
    if (wallet) onBalance({ customerId: wallet.customerId, balance: wallet.balance })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wallet?.customerId, wallet?.balance])
  return (
    <ReferenceField
      name="customerId"
      label={m.customer()}
      resource={walletCustomers}
      currentName={wallet ? customerLabel(wallet) : undefined}
      required
      helperText={
        customerId === undefined ? (
          m.searchCustomer()
        ) : !wallet ? (
          m.readingBalance()
        ) : (
          <span data-testid="wallet-balance">
            {m.balanceOf({ customer: customerLabel(wallet), balance: formatUsd(wallet.balance) })}
          </span>
        )
      }
    />
  )
}
