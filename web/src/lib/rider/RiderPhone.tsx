import { formatPhone } from 'contracts'
import type { OrderRider } from 'contracts'
import { messages } from '../i18n'
import './rider.css'
import en from './messages.en.json'

const m = messages(en)

/** A rider's name and their phone as a `tel:` link, to call them from a tablet or a phone. */
export function RiderContact({ rider, label }: { rider: OrderRider; label?: string }) {
  return (
    <span className="rider-contact">
      {label && <span>{label} </span>}
      <strong>{rider.name}</strong>{' '}
      <a
        href={`tel:${rider.phone}`}
        aria-label={m.call({ name: rider.name, phone: formatPhone(rider.phone) })}
        dir="ltr"
      >
        {formatPhone(rider.phone)}
      </a>
    </span>
  )
}
