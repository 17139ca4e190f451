import { Button } from '@blueprintjs/core'
import { SearchIcon } from '@blueprintjs/icons'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { messages } from '../../../lib/i18n'
import { focusBeforePalette, hostPalette } from '../../paletteKeys'
import en from '../messages.en.json'

const m = messages(en)

/** The palette's code: fetched the first time it opens, never with the shell. */
const Palette = lazy(() => import('./Palette'))

/**
 * The top bar's search button, and Ctrl+K (Cmd+K on a Mac) anywhere in the
 * signed-in area: both open the command palette. The key is the first script's
 * (app/paletteKeys.ts), whose box keeps what is typed until the palette's box takes it;
 * this button hosts the palette and opens it at once for a press made before it
 * came. Closing it gives focus back to where it was (Blueprint's overlay does,
 * and so does this on a late load).
 */
export function SearchButton() {
  const [isOpen, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  /** Where focus was when the palette opened: it goes back there on close. */
  const returnTo = useRef<HTMLElement | null>(null)
  const open = () => {
    returnTo.current = focusBeforePalette()
    setLoaded(true)
    setOpen(true)
  }
  const giveFocusBack = () => {
    const target = returnTo.current
    returnTo.current = null
    if (target?.isConnected) target.focus()
  }

  useEffect(
    () =>
      hostPalette({
        toggle: () => {
          if (document.querySelector('.app-palette')) {
            setOpen(false)
            return false
          }
          open()
          return true
        },
        close: () => setOpen(false),
      }),
    [],
  )

  return (
    <>
      <Button
        variant="minimal"
        icon={<SearchIcon />}
        aria-label={m.search()}
        aria-keyshortcuts="Control+K Meta+K"
        title={m.searchTitle()}
        className="app-search-button"
        onClick={open}
      >
        <span className="app-search-button-text">{m.search()}</span>
        <kbd className="app-search-button-keys">{m.searchKeys()}</kbd>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <Palette isOpen={isOpen} onClose={() => setOpen(false)} onClosed={giveFocusBack} />
        </Suspense>
      )}
    </>
  )
}
