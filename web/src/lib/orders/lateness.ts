const MINUTE_MS = 60_000

/** Whole minutes since the order was placed (never negative). */
export function ageMinutes(createdAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(createdAt)) / MINUTE_MS))
}

/** "12 min", "1 h 05 min". */
export function formatAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
}
