import { createContext, useContext } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * True inside a read view (react-admin's `<Show>`): the same fields as the form,
 * shown, not edited. Parts with buttons of their own (add a row, remove one,
 * generate, send) read it and leave those buttons out.
 */
export const ReadOnlyContext = createContext(false)

/** True when the part is rendered in a read view. */
export const useReadOnly = () => useContext(ReadOnlyContext)

export type RecordMode = 'add' | 'edit' | 'view'

/**
 * What a record's screen is for, from its path (docs/requirements.md#everyday-use): no id is an add
 * screen, a last segment naming "edit" (`/order/12/edit`, `/product/5/edit-y`) the
 * edit screen, and anything else (`/order/12`) the read view, which View may open.
 */
export function recordModeOf(pathname: string, id: number | undefined): RecordMode {
  if (id === undefined) return 'add'
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? ''
  return last === 'edit' || last.startsWith('edit-') ? 'edit' : 'view'
}

/** The mode of the record screen on screen (see recordModeOf). */
export function useRecordMode(id: number | undefined): RecordMode {
  return recordModeOf(useLocation().pathname, id)
}
