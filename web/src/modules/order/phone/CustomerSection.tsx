import { Button, Callout, Card, Classes, H3, Tag } from '@blueprintjs/core'
import { RepeatIcon } from '@blueprintjs/icons'
import { ORDER_STATUS_LABELS, formatUsd } from 'contracts'
import type { OrderQuote, PhoneOrderCustomer } from 'contracts'
import { PhoneField, TextField } from '../../../lib/resource'
import { formatDate } from '../../../lib/dates'
import { Problems, problemsAt } from './problems'

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
      <H3 id="phone-order-customer">Customer</H3>
      <PhoneField
        name="phone"
        label="Phone"
        required
        helperText="Type it as the caller says it: 03 123 456"
      />
      {looking && <p className={Classes.TEXT_MUTED}>Looking the number up…</p>}
      {customer === null && (
        <>
          <p>New customer: they are created with the order.</p>
          <div className="phone-order-pair">
            <TextField name="firstName" label="First name" required />
            <TextField name="lastName" label="Last name" required />
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
        · {customer.ordersCount} orders · wallet {formatUsd(customer.walletBalance)} ·{' '}
        {customer.loyaltyPoints} points
      </p>
      {customer.isBlocked && (
        <Callout intent="danger" compact>
          Blocked{customer.blockedReason ? `: ${customer.blockedReason}` : ''}. A blocked customer
          cannot order.
        </Callout>
      )}
      {customer.lastOrders.length > 0 && (
        <ul className="phone-order-last" aria-label="Last orders">
          {customer.lastOrders.map((o) => (
            <li key={o.id}>
              <span>
                {o.number} · {formatDate(o.createdAt)} · {o.branchName} · {formatUsd(o.total)}{' '}
                <Tag minimal>{ORDER_STATUS_LABELS[o.status]}</Tag>
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
                aria-label={`Order again: ${o.number}`}
              >
                Order again
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
