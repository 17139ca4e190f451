import { Button } from '@blueprintjs/core'
import { SearchIcon } from '@blueprintjs/icons'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'

/** The palette's code: fetched the first time it opens, never with the shell. */
const Palette = lazy(() => import('./Palette'))

const isPaletteKey = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k'

/**
 * The top bar's search button, and Ctrl+K (Cmd+K on a Mac) anywhere in the
 * signed-in area: both open the command palette. Closing it gives focus back
 * to where it was (Blueprint's overlay does, and so does this on a late load).
 */
export function SearchButton() {
  const [isOpen, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  /** Where focus was when the palette opened: it goes back there on close. */
  const returnTo = useRef<HTMLElement | null>(null)
  const open = () => {
    if (document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement
    setLoaded(true)
    setOpen(true)
  }
  const giveFocusBack = () => {
    const target = returnTo.current
    returnTo.current = null
    if (target?.isConnected) target.focus()
  }

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isPaletteKey(e)) return
      e.preventDefault()
      if (document.querySelector('.app-palette')) setOpen(false)
      else open()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      <Button
        variant="minimal"
        icon={<SearchIcon />}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        title="Search (Ctrl+K)"
        className="app-search-button"
        onClick={open}
      >
        <span className="app-search-button-text">Search</span>
        <kbd className="app-search-button-keys">Ctrl K</kbd>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <Palette isOpen={isOpen} onClose={() => setOpen(false)} onClosed={giveFocusBack} />
        </Suspense>
      )}
    </>
  )
}
