import { NARROW_BREAKPOINT_PX } from 'contracts'
import { useSyncExternalStore } from 'react'

/** The media query of a phone-sized screen: up to SPEC §9's narrow breakpoint. */
export const NARROW_SCREEN_QUERY = `(max-width: ${NARROW_BREAKPOINT_PX}px)`

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY)
    : undefined

/** True when the window is at most 576 px wide (SPEC §9) now. */
export const isNarrowScreen = () => query()?.matches ?? false

function subscribe(listener: () => void) {
  const list = query()
  list?.addEventListener('change', listener)
  return () => list?.removeEventListener('change', listener)
}

/**
 * True on a phone-sized screen (up to 576 px wide, SPEC §9), and again on every
 * crossing of that width (a phone turned sideways, a window resized).
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrowScreen, () => false)
}
