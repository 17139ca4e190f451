import { useLocation } from 'react-router-dom'

/** Router state a list hands to its add/edit screens: where to come back to. */
export interface ListReturn {
  listSearch: string
}

/** The state to pass when leaving a list for a form: the list's query string. */
export function useListReturnState(): ListReturn {
  return { listSearch: useLocation().search }
}

/** The list URL to go back to from a form: as the employee left it, when known. */
export function useListReturnPath(listPath: string): string {
  const state = useLocation().state as Partial<ListReturn> | null
  const search = state?.listSearch
  return typeof search === 'string' && search.startsWith('?') ? listPath + search : listPath
}
