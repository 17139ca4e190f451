import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

/**
 * The id of a list's Branch filter (its input's, and its tag's), whichever
 * control it is: a list's CSV names the branch of the tag with this id.
 */
export const BRANCH_FILTER_ID = 'filter-branch'

/** An active filter as a phone shows it: a removable tag "Branch: Hamra". */
export interface FilterTag {
  /** The filter's own id (its input's); the registry sets it. */
  id?: string
  label: string
  value: string
  /** The value in an exported file's name, ASCII (a branch's English name); by default `value`. */
  fileValue?: string | undefined
  clear: () => void
}

type Register = (id: string, tag: FilterTag | undefined) => void

/** Where the filters of a list screen report themselves (see useFilterTagRegistry). */
export const FilterTagsContext = createContext<Register | null>(null)

/**
 * The active filters of a list screen's toolbar, as each filter reports itself
 * (useFilterTag), in the order they appeared.
 */
export function useFilterTagRegistry() {
  const [tags, setTags] = useState<ReadonlyMap<string, FilterTag>>(new Map())
  const register = useCallback<Register>((id, tag) => {
    setTags((current) => {
      if (!tag && !current.has(id)) return current
      const next = new Map(current)
      if (tag) next.set(id, tag)
      else next.delete(id)
      return next
    })
  }, [])
  return { tags: [...tags].map(([id, tag]) => ({ ...tag, id })), register }
}

/**
 * Reports a filter's value while it is set ("Payment method", "Card"), and how to
 * clear it, to the list screen around it; outside one, nothing.
 */
export function useFilterTag(id: string, tag: FilterTag | undefined) {
  const register = useContext(FilterTagsContext)
  const clear = useRef(tag?.clear)
  useLayoutEffect(() => {
    clear.current = tag?.clear
  })
  const label = tag?.label
  const value = tag?.value
  const fileValue = tag?.fileValue
  useEffect(() => {
    if (!register) return undefined
    register(
      id,
      label !== undefined && value !== undefined
        ? { label, value, fileValue, clear: () => clear.current?.() }
        : undefined,
    )
    return () => register(id, undefined)
  }, [register, id, label, value, fileValue])
}
