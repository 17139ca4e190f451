import { getSession } from '../lib/session/store'
import { showsTheShell } from './warmStart'
import { messages } from '../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/**
 * Ctrl+K (Cmd+K) from the first script: the palette opens on the first press, as soon as
 * a signed-in page shows, and every character typed after it lands in its box, whether its
 * code (the shell's, then the palette's own chunk) has arrived or not.
 *
 * One keydown listener, installed by main.tsx before anything renders, owns the shortcut.
 * Once the shell's search button is up it hosts the palette (`hostPalette`): the key opens
 * or closes it there. Before that, a press is remembered and the button opens the palette
 * as it mounts.
 *
 * At the press the focus moves to a small box of this script's own, always in the page
 * (the catcher), so the browser itself delivers every character into it: key presses and
 * text that comes as input with no key at all (an Arabic layout, an input method,
 * dictation, a phone's keyboard). The palette's box adopts its text as it gets the focus
 * (`takeTypedKeys`). Until then the keys go to nothing else (a key meant for the palette
 * must not type into a field behind it, or move a card on the board), and a field that
 * takes the focus meanwhile (a screen's own, arriving) gives it back.
 */

/** What the search button does with the key. */
export interface PaletteHost {
  /** Opens the palette, or closes it when open; true when it opens. */
  toggle: () => boolean
  close: () => void
}

/** Text typed before the palette's box could take it. */
export interface TypedKeys {
  text: string
  /** Enter was pressed after it: the palette opens its first result. */
  enter: boolean
}

export const isPaletteKey = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k'

/** Where a focus inside the palette is: the catcher lets it go there. */
const PALETTE_SELECTOR = '.app-palette-portal'

let host: PaletteHost | undefined
/** Pressed before a host was there: the host opens the palette when it comes. */
let requested = false
/** Keys are being kept for the palette's box, in the catcher. */
let keeping = false
/** Enter was pressed after the kept text. */
let enter = false
/** Where the focus was at the press: it goes back there when the palette closes. */
let before: HTMLElement | null = null
let catcher: HTMLInputElement | undefined

/** The palette belongs to the signed-in area. */
const paletteHere = () => getSession() !== null && showsTheShell(window.location.pathname)

function theCatcher(): HTMLInputElement {
  if (catcher?.isConnected) return catcher
  const box = document.createElement('input')
  box.type = 'text'
  box.className = 'app-palette-catcher app-visually-hidden'
  box.tabIndex = -1
  box.autocomplete = 'off'
  box.spellcheck = false
  box.setAttribute('aria-label', m.search())
  box.addEventListener('input', () => {
    enter = false
  })
  document.body.appendChild(box)
  return (catcher = box)
}

function startKeeping() {
  const active = document.activeElement
  // The palette's box has the focus already (its code was there): the keys are its own.
  if (active?.closest(PALETTE_SELECTOR)) return
  if (active !== catcher) before = active instanceof HTMLElement ? active : null
  const box = theCatcher()
  box.value = ''
  enter = false
  keeping = true
  box.focus({ preventScroll: true })
}

function stopKeeping() {
  keeping = false
  enter = false
  if (catcher) catcher.value = ''
}

function cancel() {
  requested = false
  const wasKeeping = keeping && document.activeElement === catcher
  stopKeeping()
  host?.close()
  if (wasKeeping) {
    catcher?.blur()
    if (before?.isConnected) before.focus({ preventScroll: true })
  }
  before = null
}

function onKeyDown(e: KeyboardEvent) {
  if (isPaletteKey(e)) {
    if (!paletteHere()) return
    e.preventDefault()
    e.stopImmediatePropagation()
    if (host) {
      // The host notes where the focus is before the catcher takes it.
      if (host.toggle()) startKeeping()
      else stopKeeping()
    } else {
      requested = true
      startKeeping()
    }
    return
  }
  if (!keeping) return
  // Nothing of the page sees the key; what it types is the browser's, into the catcher.
  e.stopImmediatePropagation()
  if (e.isComposing) return
  if (e.key === 'Escape') {
    e.preventDefault()
    cancel()
  } else if (e.key === 'Enter') {
    e.preventDefault()
    enter = true
  } else if (document.activeElement !== catcher) theCatcher().focus({ preventScroll: true })
}

/** A field of the page taking the focus while keys are kept (its screen arriving) gives it back. */
function onFocusIn(e: FocusEvent) {
  if (!keeping || e.target === catcher) return
  if (e.target instanceof Element && e.target.closest(PALETTE_SELECTOR)) return
  theCatcher().focus({ preventScroll: true })
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
  window.addEventListener('focusin', onFocusIn, true)
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
 * Where the focus was before the palette opened, not the catcher: the palette gives it
 * back there when it closes.
 */
export function focusBeforePalette(): HTMLElement | null {
  const active = document.activeElement
  if (active && active === catcher) return before
  return active instanceof HTMLElement ? active : null
}

/**
 * The palette's box, once mounted and focused: the text typed since the press, handed over
 * once; from now on the keys are the box's own.
 */
export function takeTypedKeys(): TypedKeys {
  const taken = { text: keeping && catcher ? catcher.value : '', enter: keeping && enter }
  stopKeeping()
  return taken
}

/** Tests: back to a page that has just loaded. */
export function resetPaletteKeys(): void {
  host = undefined
  requested = false
  before = null
  stopKeeping()
}
