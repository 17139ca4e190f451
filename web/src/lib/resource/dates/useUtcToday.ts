import { utcDay } from 'contracts'
import { useEffect, useState } from 'react'

const DAY_MS = 24 * 60 * 60 * 1000

/** Today's UTC day (`YYYY-MM-DD`, docs/requirements.md#constants), changing at the next UTC midnight. */
export function useUtcToday(): string {
  const [today, setToday] = useState(() => utcDay(Date.now()))
  useEffect(() => {
    const untilMidnight = DAY_MS - (Date.now() % DAY_MS)
    const timer = setTimeout(() => setToday(utcDay(Date.now())), untilMidnight + 1)
    return () => clearTimeout(timer)
  }, [today])
  return today
}
