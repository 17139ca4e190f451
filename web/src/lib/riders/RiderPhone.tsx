import type { OrderRider } from 'contracts'
import './riders.css'

/** `+9613123456` as people read it: `03 123 456`; `+96170123456`: `70 123 456`. */
export function localPhone(phone: string): string {
  const m = /^\+961(\d+)$/.exec(phone)
  if (!m) return phone
  const digits = m[1]!.length === 7 ? `0${m[1]}` : m[1]!
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
}

/** A rider's name and their phone as a `tel:` link, to call them from a tablet or a phone. */
export function RiderContact({ rider, label }: { rider: OrderRider; label?: string }) {
  return (
    <span className="rider-contact">
      {label && <span>{label} </span>}
      <strong>{rider.name}</strong>{' '}
      <a
        href={`tel:${rider.phone}`}
        aria-label={`Call ${rider.name} on ${localPhone(rider.phone)}`}
      >
        {localPhone(rider.phone)}
      </a>
    </span>
  )
}
