import { businessDayOf } from 'contracts'
import { useEffect, useState } from 'react'

/**
 * Today on the business's clock: from its midnight to the next, as instants,
 * changing when the next midnight comes (the day a rider's "today" counts).
 */
export function useBusinessDay(): { fromMs: number; toMs: number } {
  const [day, setDay] = useState(() => businessDayOf(Date.now()))
  useEffect(() => {
    const timer = setTimeout(
      () => setDay(businessDayOf(Date.now())),
      Math.max(0, day.toMs - Date.now()) + 1,
    )
    return () => clearTimeout(timer)
  }, [day])
  return day
}
