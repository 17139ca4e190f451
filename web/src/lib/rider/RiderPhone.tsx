import { formatPhone } from 'contracts'
import type { OrderRider } from 'contracts'
import './rider.css'

/** A rider's name and their phone as a `tel:` link, to call them from a tablet or a phone. */
export function RiderContact({ rider, label }: { rider: OrderRider; label?: string }) {
  return (
    <span className="rider-contact">
      {label && <span>{label} </span>}
      <strong>{rider.name}</strong>{' '}
      <a
        href={`tel:${rider.phone}`}
        aria-label={`Call ${rider.name} on ${formatPhone(rider.phone)}`}
      >
        {formatPhone(rider.phone)}
      </a>
    </span>
  )
}
