import {
  Alert,
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  H2,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core'
import { ErrorIcon, RefreshIcon, TrashIcon } from '@blueprintjs/icons'
import { PHONE_PATTERN, phoneOrderRoutes } from 'contracts'
import type { PhoneOrderBody, PhoneOrderCustomer, PhoneOrderMenu } from 'contracts'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Form, useForm, useFormState } from 'react-final-form'
import { useNavigate } from 'react-router-dom'
import { useApi } from '../../../lib/api'
import { errorMessage, useSendOnce, useUnsavedChangesGuard } from '../../../lib/resource'
import { toastSuccess } from '../../../lib/toaster'
import { orderPaths } from '../orderList'
import { CustomerSection } from './CustomerSection'
import {
  discardDraft,
  isStarted,
  loadDraft,
  newDraft,
  placeBodyOf,
  placeQuestion,
  quoteBodyOf,
  saveDraft,
} from './draft'
import type { Draft } from './draft'
import { FulfilmentSection, branchesFor } from './FulfilmentSection'
import { ItemsSection, lineOf } from './ItemsSection'
import { PaymentSection } from './PaymentSection'
import { useBranchMenu } from './useBranchMenu'
import { useQuote } from './useQuote'
import { messages, say } from '../../../lib/i18n'
import en from './messages.en.json'
import './phone.css'

const m = messages(en)

/**
 * `/order/add`: an order taken by phone. Phone first, then where it goes,
 * the items, and how it is paid; the server prices it as it is typed and
 * places it once (one Idempotency-Key per draft). The draft is kept in this
 * tab until it is placed or discarded.
 */
export default function PhoneOrderScreen() {
  const menu = useApi(phoneOrderRoutes.getPhoneOrderMenu, { revalidateOnFocus: false })
  // Read once: the form is the draft from then on.
  const [initial, setInitial] = useState(loadDraft)
  if (menu.error && !menu.data) {
    return (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={m.menuNotRead()}
        description={errorMessage(menu.error)}
        action={
          <Button icon={<RefreshIcon />} onClick={() => void menu.mutate()}>
            {m.tryAgain()}
          </Button>
        }
      />
    )
  }
  const data = menu.data?.Data
  if (!data) return <Spinner aria-label={m.loadingMenu()} />
  return (
    <Form<Draft>
      key={initial.key}
      initialValues={initial}
      onSubmit={() => undefined}
      subscription={{}}
      render={() => (
        <OrderForm
          menu={data}
          onDiscard={() => {
            discardDraft()
            setInitial(newDraft())
          }}
        />
      )}
    />
  )
}

function OrderForm({ menu: first, onDiscard }: { menu: PhoneOrderMenu; onDiscard: () => void }) {
  const form = useForm<Draft>()
  const { values: draft } = useFormState<Draft>({ subscription: { values: true } })
  const menu = useBranchMenu(first, draft.branchId)
  const navigate = useNavigate()
  const leaving = useRef(false)
  const guard = useUnsavedChangesGuard(
    () => isStarted(form.getState().values),
    leaving,
    // Leaving keeps the draft in this tab (sessionStorage), so the question does not say it is lost.
    m.leaveQuestion(),
  )
  useEffect(() => saveDraft(draft), [draft])

  const phone = PHONE_PATTERN.test(draft.phone) ? draft.phone : undefined
  const lookup = useApi(phoneOrderRoutes.findPhoneOrderCustomer, {
    query: { phone: phone ?? '' },
    enabled: phone !== undefined,
    revalidateOnFocus: false,
  })
  const found = lookup.data?.Data.customer
  const customer: PhoneOrderCustomer | null | undefined =
    phone === undefined || !lookup.data ? undefined : (found ?? null)
  useEffect(() => {
    if (customer === undefined) return
    const id = customer?.id
    if (form.getState().values.customerId !== id) {
      form.batch(() => {
        form.change('customerId', id)
        form.change('addressIndex', customer && customer.addresses.length ? 0 : null)
      })
    }
  }, [customer, form])
  // A saved address or the pickup branch lists the branches: take the first when none fits.
  const branches = branchesFor(menu, draft, customer)
  useEffect(() => {
    if (branches.length && !branches.some((b) => b.id === draft.branchId)) {
      form.change('branchId', branches[0]!.id)
    }
  }, [branches, draft.branchId, form])

  const quoteBody = useMemo(() => quoteBodyOf(draft), [draft])
  const priced = useQuote(quoteBody)
  const place = usePlacing(draft, priced.quote?.total)

  return (
    <form
      className="phone-order"
      // Enter in a box (the product search's choice) never places the order: only the button does.
      onSubmit={(e) => e.preventDefault()}
      noValidate
      aria-label={m.newOrder()}
    >
      {guard.dialog}
      <header className="phone-order-header">
        <H2>{m.newOrder()}</H2>
        <DiscardButton disabled={!isStarted(draft)} onDiscard={onDiscard} />
      </header>
      {place.failure && (
        <Callout intent="danger" role="alert">
          {place.failure}
        </Callout>
      )}
      <div className="phone-order-columns">
        <div>
          <CustomerSection
            customer={customer}
            looking={phone !== undefined && lookup.isLoading}
            quote={priced.quote}
            onOrderAgain={(o) => {
              const lines = o.items.flatMap((l) => {
                const product = menu.products.find((p) => p.id === l.productId)
                return product
                  ? [{ ...lineOf(product, l.optionIds), quantity: l.quantity, notes: l.notes }]
                  : []
              })
              form.change('lines', lines)
              if (menu.branches.some((b) => b.id === o.branchId))
                form.change('branchId', o.branchId)
            }}
          />
          <FulfilmentSection menu={menu} draft={draft} customer={customer} quote={priced.quote} />
        </div>
        <div>
          <ItemsSection menu={menu} draft={draft} quote={priced.quote} />
          <PaymentSection menu={menu} draft={draft} customer={customer} priced={priced} />
          <Button intent="primary" size="large" fill loading={place.sending} onClick={place.review}>
            {m.placeOrderAsk()}
          </Button>
        </div>
      </div>
      <Dialog
        isOpen={place.pending !== undefined}
        title={m.placeThisOrder()}
        onClose={place.sending ? undefined : place.cancel}
        isCloseButtonShown={!place.sending}
        canEscapeKeyClose={!place.sending}
        canOutsideClickClose={false}
      >
        <DialogBody>
          <p data-testid="phone-order-confirm">{place.pending?.question}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={place.sending} onClick={place.cancel}>
                {m.back()}
              </Button>
              <Button
                intent="primary"
                loading={place.sending}
                onClick={() =>
                  void place.confirm().then((order) => {
                    if (!order) return
                    discardDraft()
                    leaving.current = true
                    void toastSuccess(m.placed({ number: order.number }))
                    navigate(orderPaths.view(order.id))
                  })
                }
              >
                {m.placeOrder()}
              </Button>
            </>
          }
        />
      </Dialog>
    </form>
  )

  function usePlacing(d: Draft, total: string | undefined) {
    const [pending, setPending] = useState<{ body: PhoneOrderBody; question: string }>()
    const [failure, setFailure] = useState<string>()
    // The draft's key: kept with what was typed, so a reload sends the same order.
    const { send, sending } = useSendOnce(phoneOrderRoutes.placeOrder, d.key)
    return {
      pending,
      sending,
      failure,
      cancel: () => setPending(undefined),
      /** Checks what is typed, then asks once with the total and the branch. */
      review: () => {
        form.submit() // marks every field touched: their messages show
        const checked = placeBodyOf(d)
        if (!checked.ok) return setFailure(say(checked.message))
        if (!total || priced.pricing) return setFailure(m.waitTotal())
        const problem = priced.quote?.problems[0]
        if (problem) return setFailure(problem.message)
        setFailure(undefined)
        const who = customer
          ? `${customer.firstName} ${customer.lastName}`
          : `${d.firstName} ${d.lastName}`
        const question = placeQuestion({
          total,
          who,
          branch: menu.branches.find((b) => b.id === checked.body.branchId)?.name,
          paymentMethod: checked.body.paymentMethod,
          walletAmountUsed: priced.quote?.walletAmountUsed,
        })
        setPending({ body: checked.body, question })
      },
      /** Sends it under the draft's key (again after a lost answer); the order, or nothing. */
      confirm: async () => {
        if (!pending) return undefined
        const result = await send({ body: pending.body })
        if (result === undefined) return undefined
        setPending(undefined)
        if (result.ok) return result.answer.Data
        setFailure(result.failure.message)
        return undefined
      },
    }
  }
}

/** Starts again with an empty order, once asked. */
function DiscardButton({ disabled, onDiscard }: { disabled: boolean; onDiscard: () => void }) {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button
        icon={<TrashIcon />}
        variant="minimal"
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {m.discard()}
      </Button>
      <Alert
        isOpen={asking}
        intent="danger"
        confirmButtonText={m.discard()}
        cancelButtonText={m.keepIt()}
        onConfirm={() => {
          setAsking(false)
          onDiscard()
        }}
        onCancel={() => setAsking(false)}
        canEscapeKeyCancel
      >
        <p>{m.discardQuestion()}</p>
      </Alert>
    </>
  )
}
