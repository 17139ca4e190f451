import { startTransition, useEffect, useState } from 'react'

/** Cards per column drawn at once: more than a screen holds. */
export const FIRST_CARDS = 8

/**
 * How many cards each column draws: a screenful first, then all of them in a
 * transition right after (it yields to the employee's clicks), so a night
 * with hundreds of orders opens the board as fast as a quiet one.
 */
export function useProgressiveCount() {
  const [all, setAll] = useState(false)
  useEffect(() => {
    startTransition(() => setAll(true))
  }, [])
  return all ? Infinity : FIRST_CARDS
}
