import { useState } from 'react'

/**
 * The query of a Blueprint Suggest that picks one value, and whether its menu
 * is open. The query is cleared once the menu has closed, not by Suggest's
 * resetOnClose: that clears it when the menu starts opening, which throws away
 * what was typed if the employee starts typing the moment the field takes focus.
 * Spread `suggestProps` on the Suggest, `popoverProps` on its popoverProps, and
 * call `onFocus` from its input's.
 */
export function useSuggestQuery(onClosed?: () => void) {
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  return {
    query,
    open,
    suggestProps: { query, onQueryChange: setQuery },
    popoverProps: {
      minimal: true,
      matchTargetWidth: true,
      onOpening: () => setOpen(true),
      onClosed: () => {
        setOpen(false)
        setQuery('')
        onClosed?.()
      },
    },
    onFocus: () => setOpen(true),
  }
}
