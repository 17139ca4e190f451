import { useSyncExternalStore } from 'react'
import { DARK_CLASS, DARK_QUERY, THEME_STORAGE_KEY, asThemeChoice, resolveTheme } from './theme'
import type { Theme, ThemeChoice } from './theme'

/**
 * The theme store: localStorage keeps this device's choice, the device's
 * `prefers-color-scheme` decides System, and the root element carries
 * Blueprint's dark class whenever the two resolve to dark. The root is
 * `<html>`: it holds the body and so every portal Blueprint opens (dialogs,
 * popovers, menus, toasts, date pickers), which get the dark theme with it.
 * index.html's inline script sets the same class before the first paint; this
 * takes over from it, follows the device live, and follows other tabs.
 */

type Listener = () => void
const listeners = new Set<Listener>()
let choice: ThemeChoice = 'system'
let deviceIsDark = false
let started = false

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

function readChoice(): ThemeChoice {
  try {
    return asThemeChoice(storage()?.getItem(THEME_STORAGE_KEY))
  } catch {
    return 'system'
  }
}

function apply() {
  globalThis.document?.documentElement.classList.toggle(DARK_CLASS, getTheme() === 'dark')
}

function changed() {
  apply()
  for (const listener of listeners) listener()
}

/** Reads the choice and the device, paints, and starts following both (once). */
export function startTheme(): void {
  if (started) return
  started = true
  choice = readChoice()
  const device = globalThis.matchMedia?.(DARK_QUERY)
  deviceIsDark = device?.matches ?? false
  device?.addEventListener('change', (event) => {
    deviceIsDark = event.matches
    changed()
  })
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return
    choice = readChoice()
    changed()
  })
  apply()
}

export function getThemeChoice(): ThemeChoice {
  startTheme()
  return choice
}

/** The theme the page is painted in now. */
export function getTheme(): Theme {
  startTheme()
  return resolveTheme(choice, deviceIsDark)
}

/** Keeps the choice on this device and repaints at once. */
export function setThemeChoice(next: ThemeChoice): void {
  startTheme()
  try {
    storage()?.setItem(THEME_STORAGE_KEY, next)
  } catch {
    // Storage refused (private mode, full): the choice holds for this page.
  }
  if (next === choice) return
  choice = next
  changed()
}

function subscribe(listener: Listener): () => void {
  startTheme()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** This device's choice: Light, Dark or System. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, getThemeChoice, () => 'system')
}

/** The theme painted now (System resolved), for what CSS cannot reach, such as a canvas. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => 'light')
}
