import type { ComponentType, LazyExoticComponent } from 'react'
import { lazyScreen } from '../lazyScreen'
import { SCREEN_DATA, SCREEN_LOADERS } from '../screens'
import type { ScreenPath } from '../screens'

/**
 * What the shell hands its outlet: the screen of each signed-in path, loaded on demand, and
 * what the screen asks for beside its code (a module's `data`, ../screens.tsx) once the guard
 * has let the employee through, not on a cold start's preload of the code alone
 * (../preloadScreen.ts): the guard may still send the employee away. The screen waits until
 * its data is asked for (a small chunk): a preload sent after the screen's own read would stay
 * unclaimed, and SWR would hand that old answer to the screen's next refresh (a board missing
 * the order that came meanwhile).
 */
export type ShellScreens = Record<ScreenPath, LazyExoticComponent<ComponentType>>

export const SHELL_SCREENS = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([path, load]) => [
    path,
    lazyScreen(() => {
      const data = SCREEN_DATA[path as ScreenPath]?.().catch(() => {
        // The screen's own read asks again, and reports a failure.
      })
      return Promise.all([load(), data]).then(([screen]) => screen)
    }),
  ]),
) as ShellScreens
