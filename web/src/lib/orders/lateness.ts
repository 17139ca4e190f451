import { formatNumber, messages } from '../i18n'
import en from './messages.en.json'

const m = messages(en)

const MINUTE_MS = 60_000

/** Whole minutes since the order was placed (never negative). */
export function ageMinutes(createdAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(createdAt)) / MINUTE_MS))
}

/** "12 min", "1 h 05 min". */
export function formatAge(minutes: number): string {
  if (minutes < 60) return m.ageMinutes({ minutes: formatNumber(minutes) })
  const rest = formatNumber(minutes % 60).padStart(2, formatNumber(0))
  return m.ageHours({ hours: formatNumber(Math.floor(minutes / 60)), minutes: rest })
}
