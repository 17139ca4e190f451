import type { Customer } from 'contracts'
import { formatDate, formatDateTime } from '../../lib/dates'
import { Phone } from '../../lib/Phone'
import { DrawerSection, Nothing } from './DrawerSection'
import { m } from './words'
import { formatUsd } from '../../lib/i18n/money'

/** Contact details, sign-up, order figures and saved addresses. */
export function CustomerProfile({ customer: c }: { customer: Customer }) {
  return (
    <>
      <DrawerSection title={m.profile()}>
        <dl>
          <dt>{m.phone()}</dt>
          <dd>
            <Phone phone={c.phone} call />
          </dd>
          <dt>{m.email()}</dt>
          <dd>{c.email || '—'}</dd>
          <dt>{m.dateOfBirth()}</dt>
          <dd>{c.dateOfBirth ? formatDate(`${c.dateOfBirth}T12:00:00.000Z`, 'UTC') : '—'}</dd>
          <dt>{m.signedUp()}</dt>
          <dd>{formatDateTime(c.createdAt)}</dd>
          <dt>{m.orders()}</dt>
          <dd>{c.ordersCount}</dd>
          <dt>{m.totalSpent()}</dt>
          <dd>{formatUsd(c.totalSpent)}</dd>
          <dt>{m.lastOrder()}</dt>
          <dd>{c.lastOrderAt ? formatDateTime(c.lastOrderAt) : '—'}</dd>
        </dl>
      </DrawerSection>
      <DrawerSection title={m.addresses()}>
        {c.addresses.length === 0 ? (
          <Nothing>{m.noAddress()}</Nothing>
        ) : (
          <ul>
            {c.addresses.map((a, i) => (
              <li key={i}>
                <strong>{a.label}</strong>: {a.area}, {a.street}
                {a.building && `, ${a.building}`}
                {a.floor && m.addressFloor({ floor: a.floor })}
                {a.notes && ` (${a.notes})`}
              </li>
            ))}
          </ul>
        )}
      </DrawerSection>
    </>
  )
}
