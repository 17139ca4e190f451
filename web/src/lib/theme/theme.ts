import { Classes } from '@blueprintjs/core'

/**
 * The theme an employee chooses for this device: Light, Dark, or System (the
 * default), which follows the device's `prefers-color-scheme`.
 */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]
/** What a page is painted in. */
export type Theme = 'light' | 'dark'

/**
 * Where the choice is kept: per device, in localStorage, under a key of its own
 * (not one of the session's keys, so a logout leaves it). index.html's inline
 * script reads the same key before the first paint (theme.test.ts runs it).
 */
export const THEME_STORAGE_KEY = 'theme'

/** The media query of a device in dark mode. */
export const DARK_QUERY = '(prefers-color-scheme: dark)'

/** Blueprint's dark theme is this one class on the root element. */
export const DARK_CLASS = Classes.DARK

/** A stored value as a choice: anything unknown (or nothing) is System. */
export function asThemeChoice(value: string | null | undefined): ThemeChoice {
  return (THEME_CHOICES as readonly unknown[]).includes(value) ? (value as ThemeChoice) : 'system'
}

/** The theme a choice paints in, given whether the device is in dark mode. */
export function resolveTheme(choice: ThemeChoice, deviceIsDark: boolean): Theme {
  if (choice === 'system') return deviceIsDark ? 'dark' : 'light'
  return choice
}
