import { Button, Callout, Card, Classes, H3, Tag } from '@blueprintjs/core'
import { RepeatIcon } from '@blueprintjs/icons'
import { ORDER_STATUS_LABELS } from 'contracts'
import type { OrderQuote, PhoneOrderCustomer } from 'contracts'
import { PhoneField, TextField } from '../../../lib/resource'
import { recordBranchLabel } from '../../../lib/branches'
import { formatDate } from '../../../lib/dates'
import { messages, say } from '../../../lib/i18n'
import { formatUsd } from '../../../lib/i18n/money'
import { Problems, problemsAt } from './problems'
import en from './messages.en.json'

const m = messages(en)

interface CustomerSectionProps {
  /** undefined while the phone is incomplete or being looked up; null: nobody has it. */
  customer: PhoneOrderCustomer | null | undefined
  looking: boolean
  quote: OrderQuote | undefined
  onOrderAgain: (order: PhoneOrderCustomer['lastOrders'][number]) => void
}

/** Phone first: the customer of the number, or a new one's name. */
export function CustomerSection({ customer, looking, quote, onOrderAgain }: CustomerSectionProps) {
  return (
    <Card className="phone-order-section" aria-labelledby="phone-order-customer">
      <H3 id="phone-order-customer">{m.customer()}</H3>
      <PhoneField name="phone" label={m.phone()} required helperText={m.phoneHelp()} />
      {looking && <p className={Classes.TEXT_MUTED}>{m.lookingUp()}</p>}
      {customer === null && (
        <>
          <p>{m.newCustomer()}</p>
          <div className="phone-order-pair">
            <TextField name="firstName" label={m.firstName()} required />
            <TextField name="lastName" label={m.lastName()} required />
          </div>
        </>
      )}
      {customer && <KnownCustomer customer={customer} onOrderAgain={onOrderAgain} />}
      <Problems problems={problemsAt(quote, 'customerId', 'customer')} />
    </Card>
  )
}

function KnownCustomer({
  customer,
  onOrderAgain,
}: {
  customer: PhoneOrderCustomer
  onOrderAgain: CustomerSectionProps['onOrderAgain']
}) {
  return (
    <div data-testid="phone-order-known-customer">
      <p className="phone-order-customer-name">
        <strong>
          {customer.firstName} {customer.lastName}
        </strong>{' '}
        {m.customerFacts({
          orders: customer.ordersCount,
          wallet: formatUsd(customer.walletBalance),
          points: customer.loyaltyPoints,
        })}
      </p>
      {customer.isBlocked && (
        <Callout intent="danger" compact>
          {customer.blockedReason ? m.blockedFor({ reason: customer.blockedReason }) : m.blocked()}
        </Callout>
      )}
      {customer.lastOrders.length > 0 && (
        <ul className="phone-order-last" aria-label={m.lastOrders()}>
          {customer.lastOrders.map((o) => (
            <li key={o.id}>
              <span>
                <bdi>{o.number}</bdi> · {formatDate(o.createdAt)} · {recordBranchLabel(o)} ·{' '}
                {formatUsd(o.total)} <Tag minimal>{say(ORDER_STATUS_LABELS[o.status])}</Tag>
                <br />
                <span className={Classes.TEXT_MUTED}>
                  {o.items.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
                </span>
              </span>
              <Button
                size="small"
                variant="outlined"
                icon={<RepeatIcon />}
                onClick={() => onOrderAgain(o)}
                aria-label={m.orderAgainLabel({ number: o.number })}
              >
                {m.orderAgain()}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
