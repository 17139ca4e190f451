import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { OPEN_PARAM } from '../paths'

/** The id a query parameter holds (`?open=123`), when it is a positive whole number. */
export function openIdOf(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name)
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined
  const id = Number(value)
  return id > 0 ? id : undefined
}

export interface OpenParam {
  /** The record open now, if any. */
  id: number | undefined
  /** Opens a record: a new history entry, so Back closes it. */
  open: (id: number) => void
  close: () => void
  /** The link that opens a record, keeping the rest of the query (list state). */
  hrefOf: (id: number) => string
}

/**
 * A record opened beside a list, kept in the URL (`?open=123`) so it survives
 * a reload and can be shared; the list's own parameters stay as they are.
 */
export function useOpenParam(name = OPEN_PARAM): OpenParam {
  const [params, setParams] = useSearchParams()
  const id = openIdOf(params, name)
  const withId = useCallback(
    (base: URLSearchParams, next: number | undefined) => {
      const copy = new URLSearchParams(base)
      if (next === undefined) copy.delete(name)
      else copy.set(name, String(next))
      return copy
    },
    [name],
  )
  return useMemo(
    () => ({
      id,
      open: (next) => setParams((current) => withId(current, next)),
      close: () => setParams((current) => withId(current, undefined)),
      hrefOf: (next) => `?${withId(params, next).toString()}`,
    }),
    [id, params, setParams, withId],
  )
}
