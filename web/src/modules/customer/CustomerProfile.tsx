import type { Customer } from 'contracts'
import { formatUsd, formatPhone } from 'contracts'
import { formatDate, formatDateTime } from '../../lib/dates'
import { DrawerSection, Nothing } from './DrawerSection'

/** Contact details, sign-up, order figures and saved addresses. */
export function CustomerProfile({ customer: c }: { customer: Customer }) {
  return (
    <>
      <DrawerSection title="Profile">
        <dl>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${c.phone}`}>{formatPhone(c.phone)}</a>
          </dd>
          <dt>E-mail</dt>
          <dd>{c.email || '—'}</dd>
          <dt>Date of birth</dt>
          <dd>{c.dateOfBirth ? formatDate(`${c.dateOfBirth}T12:00:00.000Z`, 'UTC') : '—'}</dd>
          <dt>Signed up</dt>
          <dd>{formatDateTime(c.createdAt)}</dd>
          <dt>Orders</dt>
          <dd>{c.ordersCount}</dd>
          <dt>Total spent</dt>
          <dd>{formatUsd(c.totalSpent)}</dd>
          <dt>Last order</dt>
          <dd>{c.lastOrderAt ? formatDateTime(c.lastOrderAt) : '—'}</dd>
        </dl>
      </DrawerSection>
      <DrawerSection title="Addresses">
        {c.addresses.length === 0 ? (
          <Nothing>No saved address.</Nothing>
        ) : (
          <ul>
            {c.addresses.map((a, i) => (
              <li key={i}>
                <strong>{a.label}</strong>: {a.area}, {a.street}
                {a.building && `, ${a.building}`}
                {a.floor && `, floor ${a.floor}`}
                {a.notes && ` (${a.notes})`}
              </li>
            ))}
          </ul>
        )}
      </DrawerSection>
    </>
  )
}
