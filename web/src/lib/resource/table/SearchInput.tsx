import { InputGroup } from '@blueprintjs/core'
import { SearchIcon } from '@blueprintjs/icons'
import { useEffect, useState } from 'react'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

export const SEARCH_DEBOUNCE_MS = 300

interface SearchInputProps {
  value: string
  onSearch: (text: string) => void
  placeholder?: string
}

/** A search box that asks the server once typing pauses, not on every key. */
export function SearchInput({ value, onSearch, placeholder = m.search() }: SearchInputProps) {
  const [text, setText] = useState(value)
  // The URL changed. The search this box just sent coming back keeps what was
  // typed since; any other change (back, forward, a link) shows the URL's.
  // Either way the sent search is spent, so a later visit to the same entry
  // (back then forward) is not mistaken for it.
  const [seen, setSeen] = useState(value)
  const [sent, setSent] = useState<string>()
  if (value !== seen) {
    setSeen(value)
    setSent(undefined)
    if (value !== sent) setText(value)
  }
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => {
      setSent(text)
      onSearch(text)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])

  return (
    <InputGroup
      type="search"
      leftIcon={<SearchIcon />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={text}
      onValueChange={setText}
    />
  )
}
