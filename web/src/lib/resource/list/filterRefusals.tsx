import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'

/**
 * Filters whose typed value was refused, by label ("Created"), with why. A
 * list (or the dashboard) shows none of its results while one is refused:
 * rows that ignore a filter the employee typed must not pass for its answer.
 */
export interface FilterRefusals {
  refused: ReadonlyMap<string, string>
  refuse: (label: string, message: string | undefined) => void
}

const FilterRefusalsContext = createContext<FilterRefusals | null>(null)

/** Holds the refusals of the filters inside it (ResourceListPage wraps its filters and table). */
export function FilterRefusalsProvider({ children }: { children: ReactNode }) {
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map())
  const refuse = useCallback((label: string, message: string | undefined) => {
    setRefused((now) => {
      if (now.get(label) === message) return now
      const next = new Map(now)
      if (message === undefined) next.delete(label)
      else next.set(label, message)
      return next
    })
  }, [])
  const value = useMemo(() => ({ refused, refuse }), [refused, refuse])
  return <FilterRefusalsContext.Provider value={value}>{children}</FilterRefusalsContext.Provider>
}

/** The refusals around (none outside a provider). */
export function useFilterRefusals(): FilterRefusals {
  return useContext(FilterRefusalsContext) ?? NO_REFUSALS
}

const NO_REFUSALS: FilterRefusals = { refused: new Map(), refuse: () => undefined }

/** A filter reports its refusal (undefined: none); it is withdrawn when the filter goes. */
export function useReportRefusal(label: string, message: string | undefined) {
  const { refuse } = useFilterRefusals()
  useEffect(() => {
    refuse(label, message)
  }, [refuse, label, message])
  useEffect(() => () => refuse(label, undefined), [refuse, label])
}

/** "The Created filter is not applied: …": what a list shows instead of its rows. */
export function refusalsInWords(refused: ReadonlyMap<string, string>): string {
  return [...refused].map(([label, message]) => `${label}: ${message}.`).join(' ')
}
