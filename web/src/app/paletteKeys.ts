import { getSession } from '../lib/session/store'
import { showsTheShell } from './warmStart'

/**
 * Ctrl+K (Cmd+K) from the first script: the palette opens on the first press, as soon as
 * a signed-in page shows, and every key typed after it lands in its box, whether its code
 * (the shell's, then the palette's own chunk) has arrived or not.
 *
 * One keydown listener, installed by main.tsx before anything renders, owns the shortcut.
 * Once the shell's search button is up it hosts the palette (`hostPalette`): the key opens
 * or closes it there. Before that, a press is remembered and the button opens the palette
 * as it mounts. From the press until the palette's box takes the keys (`takeTypedKeys`),
 * what is typed is kept here, away from the page (a key meant for the palette must not
 * type into a field behind it, or move a card on the board).
 */

/** What the search button does with the key. */
export interface PaletteHost {
  /** Opens the palette, or closes it when open; true when it opens. */
  toggle: () => boolean
  close: () => void
}

/** Keys typed before the palette's box could take them. */
export interface TypedKeys {
  text: string
  /** Enter was pressed after them: the palette opens its first result. */
  enter: boolean
}

export const isPaletteKey = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k'

let host: PaletteHost | undefined
/** Pressed before a host was there: the host opens the palette when it comes. */
let requested = false
/** Keys are being kept for the palette's box. */
let keeping = false
let typed: TypedKeys = { text: '', enter: false }

/** The palette belongs to the signed-in area. */
const paletteHere = () => getSession() !== null && showsTheShell(window.location.pathname)

function stopKeeping() {
  keeping = false
  typed = { text: '', enter: false }
}

function cancel() {
  requested = false
  stopKeeping()
  host?.close()
}

function onKeyDown(e: KeyboardEvent) {
  if (isPaletteKey(e)) {
    if (!paletteHere()) return
    e.preventDefault()
    e.stopImmediatePropagation()
    if (host) {
      if (host.toggle()) {
        keeping = true
        typed = { text: '', enter: false }
      } else stopKeeping()
    } else {
      requested = true
      keeping = true
      typed = { text: '', enter: false }
    }
    return
  }
  if (!keeping || e.isComposing) return
  if (e.key === 'Escape') cancel()
  else if (e.key === 'Enter') typed.enter = true
  else if (e.key === 'Backspace') typed = { text: typed.text.slice(0, -1), enter: false }
  else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey)
    typed = { text: typed.text + e.key, enter: false }
  else return // Tab, arrows, modifiers alone: the page's
  e.preventDefault()
  e.stopImmediatePropagation()
}

/** A press or tap elsewhere ends the keeping: the next keys are the page's. */
function onPointerDown() {
  if (!keeping) return
  requested = false
  stopKeeping()
}

let installed = false

/** main.tsx: from the first script, before anything renders. */
export function installPaletteKeys(): void {
  if (installed) return
  installed = true
  // Capture: before any screen's own keys (the board's Space, a focused field).
  window.addEventListener('keydown', onKeyDown, true)
  window.addEventListener('pointerdown', onPointerDown, true)
}

/**
 * The search button hosts the palette while it is mounted; a press made before it came
 * opens the palette at once. Answers the function that ends the hosting.
 */
export function hostPalette(next: PaletteHost): () => void {
  host = next
  if (requested) {
    requested = false
    if (!next.toggle()) stopKeeping()
  }
  return () => {
    if (host === next) host = undefined
  }
}

/**
 * The palette's box, once mounted and focused: the keys typed since the press, handed over
 * once; from now on the keys are the box's own.
 */
export function takeTypedKeys(): TypedKeys {
  const taken = typed
  stopKeeping()
  return taken
}

/** Tests: back to a page that has just loaded. */
export function resetPaletteKeys(): void {
  host = undefined
  requested = false
  stopKeeping()
}
