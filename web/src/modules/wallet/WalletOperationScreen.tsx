import { Button, Callout, Card, H2 } from '@blueprintjs/core'
import { MinusIcon, PlusIcon } from '@blueprintjs/icons'
import { walletRoutes, walletTransactionBodySchema } from 'contracts'
import type { FormApi } from 'final-form'
import { useRef, useState } from 'react'
import type { MutableRefObject } from 'react'
import { Form } from 'react-final-form'
import { useSearchParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { zodValidate } from '../../lib/forms/zodValidate'
import { MoneyField, ReferenceField, TextField, useUnsavedChangesGuard } from '../../lib/resource'
import type { ServerFailure } from '../../lib/resource'
import { toastSuccess } from '../../lib/toaster'
import { ConfirmOperation } from './ConfirmOperation'
import { useWalletOperation } from './useWalletOperation'
import type { OperationValues } from './useWalletOperation'
import { customerLabel, usd, walletCustomers } from '../../lib/wallets'

const validate = zodValidate(walletTransactionBodySchema.omit({ type: true }))

/**
 * `/wallets/add?type=1` recharges, `?type=2` deducts; `&customerId=` starts with that
 * customer. Another query (the sidebar's other link) is another operation: a new form.
 */
export default function WalletOperationScreen() {
  const [search] = useSearchParams()
  const type = search.get('type') === '2' ? 2 : 1
  const preset = Number(search.get('customerId')) || undefined
  return <OperationForm key={search.toString()} type={type} preset={preset} />
}

function OperationForm({ type, preset }: { type: 1 | 2; preset: number | undefined }) {
  const operation = useWalletOperation(type)
  const form = useRef<FormApi<OperationValues> | undefined>(undefined)
  const [failure, setFailure] = useState<ServerFailure>()
  const leaving = useRef(false)
  const title = type === 1 ? 'Recharge Wallet' : 'Deduct From Wallet'

  const onConfirm = async () => {
    const result = await operation.confirm()
    if (!result) return
    if (result.ok) {
      const t = result.transaction
      void toastSuccess(
        `${t.type === 1 ? 'Recharged' : 'Deducted'} ${usd(t.amount)}: ${t.customerName}'s balance is now ${usd(t.balanceAfter)}.`,
      )
      form.current?.restart({ customerId: t.customerId })
    } else {
      setFailure(result.failure)
    }
  }

  const onSubmit = async (values: OperationValues) => {
    setFailure(undefined)
    const refused = await operation.review(values)
    setFailure(refused)
    return refused?.submission
  }

  return (
    <Form<OperationValues>
      onSubmit={onSubmit}
      initialValues={{ customerId: preset }}
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
              <ReferenceField
                name="customerId"
                label="Customer"
                resource={walletCustomers}
                currentName={undefined}
                required
                helperText={<Balance customerId={values.customerId} />}
              />
              <MoneyField name="amount" label="Amount" required />
              <TextField name="reason" label="Reason" required multiline />
              <Button
                type="submit"
                intent={type === 1 ? 'primary' : 'danger'}
                icon={type === 1 ? <PlusIcon /> : <MinusIcon />}
                loading={submitting || operation.sending}
              >
                {type === 1 ? 'Recharge…' : 'Deduct…'}
              </Button>
            </Card>
            <ConfirmOperation
              pending={operation.pending}
              sending={operation.sending}
              onConfirm={() => void onConfirm()}
              onCancel={operation.cancel}
            />
          </form>
        )
      }}
    />
  )
}

function UnsavedGuard(props: { isDirty: () => boolean; leaving: MutableRefObject<boolean> }) {
  return useUnsavedChangesGuard(props.isDirty, props.leaving).dialog
}

/** The chosen customer's balance, as the server has it now. */
function Balance({ customerId }: { customerId: number | undefined }) {
  const { data } = useApi(walletRoutes.getWallet, {
    params: { id: customerId ?? 0 },
    enabled: customerId !== undefined,
  })
  if (customerId === undefined) return 'Search by name or phone.'
  if (!data) return 'Reading the balance…'
  return (
    <span data-testid="wallet-balance">
      {customerLabel(data.Data)}: balance {usd(data.Data.balance)}
    </span>
  )
}
