import { useSyncExternalStore } from 'react'
import { isNarrowScreen, useNarrowScreen } from '../../lib/screen'

/**
 * The sidebar's visibility. Wider than 576 px it is one global flag, shown by
 * default (docs/requirements.md#layout-and-sidebar). Up to 576 px (docs/requirements.md#constants) the sidebar is an overlay over the
 * content with a flag of its own, closed by default: it opens from the top
 * bar's toggle and closes when a link is tapped, on its backdrop, or on Escape.
 * Each flag is kept as the width crosses the breakpoint.
 */
const flags = { wide: true, narrow: false }
const listeners = new Set<() => void>()

type Width = keyof typeof flags

function setFlag(width: Width, next: boolean) {
  if (flags[width] === next) return
  flags[width] = next
  for (const listener of listeners) listener()
}

const currentWidth = (): Width => (isNarrowScreen() ? 'narrow' : 'wide')

/** Shows or hides the sidebar on a screen of the current width. */
export const setSidebarVisible = (next: boolean) => setFlag(currentWidth(), next)

export const toggleSidebar = () => setSidebarVisible(!flags[currentWidth()])

/** Closes the narrow screen's overlay (a link tapped, the backdrop, Escape); wider, nothing. */
export const closeSidebarOverlay = () => setFlag('narrow', false)

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The sidebar's visibility on a screen of the current width. */
export function useSidebarVisible(): boolean {
  const narrow = useNarrowScreen()
  return useSyncExternalStore(
    subscribe,
    () => flags[narrow ? 'narrow' : 'wide'],
    () => true,
  )
}
