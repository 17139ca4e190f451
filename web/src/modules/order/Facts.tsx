import type { ReactNode } from 'react'

/** Label–value pairs of a card, as a description list; empty values are left out. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="order-facts">
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
