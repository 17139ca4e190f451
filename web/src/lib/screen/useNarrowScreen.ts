import { NARROW_BREAKPOINT_PX } from 'contracts'
import { useSyncExternalStore } from 'react'

/** The media query of a phone-sized screen: up to the narrow breakpoint (docs/requirements.md#constants). */
export const NARROW_SCREEN_QUERY = `(max-width: ${NARROW_BREAKPOINT_PX}px)`

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY)
    : undefined

/** True when the window is at most 576 px wide (docs/requirements.md#constants) now. */
export const isNarrowScreen = () => query()?.matches ?? false

function subscribe(listener: () => void) {
  const list = query()
  list?.addEventListener('change', listener)
  return () => list?.removeEventListener('change', listener)
}

/**
 * True on a phone-sized screen (up to 576 px wide, docs/requirements.md#constants), and again on every
 * crossing of that width (a phone turned sideways, a window resized).
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrowScreen, () => false)
}
