import { MapIcon } from '@blueprintjs/icons'
import { useField } from 'react-final-form'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit

/**
 * Opens the coordinates on OpenStreetMap in a new tab: a link, not a map in
 * the page (the CSP loads no tiles). Shown once both numbers are coordinates.
 */
export function MapLink() {
  const lat = useField<number>('lat', { subscription: { value: true } }).input.value
  const lng = useField<number>('lng', { subscription: { value: true } }).input.value
  if (!inRange(lat, 90) || !inRange(lng, 180)) return null
  const href = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
  return (
    <p>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <MapIcon /> {m.openInMap()}
      </a>
    </p>
  )
}
