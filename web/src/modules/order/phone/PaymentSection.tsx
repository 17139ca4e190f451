import { Card, Classes, H3, Radio, RadioGroup, Spinner } from '@blueprintjs/core'
import { BRANCH_PACE_MESSAGES, KITCHEN_NOTE_LABEL, KITCHEN_NOTE_MAX } from 'contracts'
import type { PhoneOrderCustomer, PhoneOrderMenu } from 'contracts'
import { useForm } from 'react-final-form'
import { DateTimeField, NumberField, SwitchField, TextField } from '../../../lib/resource'
import { whyNoTotals } from './draft'
import type { Draft } from './draft'
import { messages, say } from '../../../lib/i18n'
import { formatUsd } from '../../../lib/i18n/money'
import { Problems, problemsAt } from './problems'
import en from './messages.en.json'
import type { QuoteState } from './useQuote'

const m = messages(en)

interface PaymentSectionProps {
  menu: PhoneOrderMenu
  draft: Draft
  customer: PhoneOrderCustomer | null | undefined
  priced: QuoteState
}

/** Coupon, points, wallet, payment, a time for later, and the server's totals. */
export function PaymentSection({ menu, draft, customer, priced }: PaymentSectionProps) {
  const form = useForm<Draft>()
  const { quote } = priced
  const wallet = customer ? Number(customer.walletBalance) : 0
  const points = customer?.loyaltyPoints ?? 0
  const couponProblems = problemsAt(quote, 'couponCode')
  const applied = draft.couponCode.trim() !== '' && quote && !couponProblems.length
  return (
    <Card className="phone-order-section" aria-labelledby="phone-order-payment">
      <H3 id="phone-order-payment">{m.payment()}</H3>
      <TextField
        name="couponCode"
        label={m.coupon()}
        helperText={applied ? m.applied() : m.couponHelp()}
      />
      <Problems problems={couponProblems} />
      {points > 0 && (
        <NumberField
          name="redeemPoints"
          label={m.pointsToRedeem()}
          nullable
          helperText={
            menu.pointsRate
              ? m.pointsHelpRate({
                  points,
                  usd: menu.pointsRate.usdPerPoint,
                  min: menu.pointsRate.minRedeemPoints,
                })
              : m.pointsHelp({ points })
          }
        />
      )}
      <Problems problems={problemsAt(quote, 'redeemPoints')} />
      {wallet > 0 && draft.paymentMethod !== 'wallet' && (
        <SwitchField
          name="useWallet"
          label={m.payFromWallet({ balance: formatUsd(customer!.walletBalance) })}
        />
      )}
      <RadioGroup
        inline
        label={m.payment()}
        selectedValue={draft.paymentMethod}
        onChange={(e) => {
          const method = e.currentTarget.value as Draft['paymentMethod']
          form.change('paymentMethod', method)
          if (method === 'wallet') form.change('useWallet', false)
        }}
      >
        <Radio value="cash" label={m.cash()} />
        <Radio value="card" label={m.card()} />
        <Radio value="wallet" label={m.wallet()} disabled={wallet <= 0} />
      </RadioGroup>
      <Problems problems={problemsAt(quote, 'paymentMethod', 'useWallet')} />
      <DateTimeField
        name="scheduledFor"
        label={m.forLater()}
        clearable
        minDate={new Date().toISOString()}
      />
      <Problems problems={problemsAt(quote, 'scheduledFor')} />
      <TextField
        name="notes"
        label={say(KITCHEN_NOTE_LABEL)}
        multiline
        maxLength={KITCHEN_NOTE_MAX}
      />
      <Totals
        priced={priced}
        waiting={whyNoTotals(draft)}
        delivery={draft.fulfilment === 'delivery'}
      />
    </Card>
  )
}

const KNOWN = [
  'customerId',
  'customer',
  'branchId',
  'address',
  'addressIndex',
  'items.',
  'couponCode',
  'redeemPoints',
  'paymentMethod',
  'useWallet',
  'scheduledFor',
]

/** The server's figures; what would stop the order that is said nowhere else (the minimum). */
function Totals({
  priced,
  waiting,
  delivery,
}: {
  priced: QuoteState
  waiting: string | undefined
  /** A delivery is promised at the door, a pickup ready. */
  delivery: boolean
}) {
  const { quote, pricing, error } = priced
  if (!quote || waiting) {
    return (
      <p className={Classes.TEXT_MUTED} aria-live="polite" data-testid="phone-order-no-totals">
        {waiting ?? error ?? (pricing ? m.pricingNow() : m.totalsShow())}
      </p>
    )
  }
  const rows: [string, string][] = [
    [m.subtotal(), quote.subtotal],
    [m.delivery(), quote.deliveryCharge],
  ]
  if (Number(quote.discount)) {
    rows.push([
      quote.pointsRedeemed ? m.discountPoints({ points: quote.pointsRedeemed }) : m.discount(),
      `-${quote.discount}`,
    ])
  }
  if (Number(quote.walletAmountUsed)) rows.push([m.fromWallet(), quote.walletAmountUsed])
  const general = quote.problems.filter(
    (p) => !KNOWN.some((f) => p.field === f || p.field.startsWith(f.endsWith('.') ? f : `${f}.`)),
  )
  return (
    <div className="phone-order-totals" aria-live="polite" aria-busy={pricing}>
      <table>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatUsd(amount)}</td>
            </tr>
          ))}
          <tr className="phone-order-total">
            <th scope="row">{m.total()}</th>
            <td data-testid="phone-order-total">{formatUsd(quote.total)}</td>
          </tr>
        </tbody>
      </table>
      {/* The server's promised time: busy mode's extra minutes counted in. */}
      <p className="phone-order-hint" data-testid="phone-order-promised">
        {say(BRANCH_PACE_MESSAGES.promised(quote.promisedAt, delivery, quote.busyMinutes))}
      </p>
      {pricing && <Spinner size={16} aria-label={m.pricing()} />}
      <Problems problems={general} />
      {error && <p className={Classes.INTENT_DANGER}>{error}</p>}
    </div>
  )
}
