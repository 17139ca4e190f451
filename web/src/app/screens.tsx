import * as modules from '../modules'
import type { ModuleDescriptor, PublicScreen, ScreenLoader } from '../lib/module'

/**
 * The routes of every module (src/modules/index.ts, each module's module.ts): nothing here
 * names a screen. With layout/screenLoaders.ts and the modules' descriptors a small chunk of
 * its own (vite.config.ts), not part of the first script: what /login loads carries neither
 * the paths nor a loader and a preload list per screen.
 */
const MODULES: readonly ModuleDescriptor[] = Object.values(modules)

type Modules = typeof modules

/** Every signed-in route. */
export type ScreenPath = {
  [name in keyof Modules]: keyof Modules[name]['screens'] & string
}[keyof Modules]

/** Every authenticated route, module by module (each screen loads on demand). */
export const SCREEN_PATHS = MODULES.flatMap((module) => Object.keys(module.screens)) as ScreenPath[]

/** The screen of each signed-in route, loaded on demand. */
export const SCREEN_LOADERS = Object.fromEntries(
  MODULES.flatMap((module) => Object.entries(module.screens)),
) as Record<ScreenPath, ScreenLoader>

/**
 * What a screen asks for beside its code when the shell shows it (layout/screenLoaders.ts):
 * a module's `data`.
 */
export const SCREEN_DATA: Partial<Record<ScreenPath, () => Promise<void>>> = Object.fromEntries(
  MODULES.flatMap((module) => Object.entries(module.data ?? {})),
)

/** A route and its screen: loaded on demand, or (`screen`) part of the first script. */
export type ScreenRoute = { path: string } & PublicScreen

/**
 * The public routes, each loaded on demand too, but the sign-in page: where nearly every
 * visit starts, it comes with the first script, so it shows as soon as that has run (no
 * second round of downloads before the largest paint), without the router when it is opened
 * signed out (start.tsx).
 */
export const PUBLIC_SCREENS: readonly ScreenRoute[] = MODULES.flatMap((module) =>
  Object.entries(module.publicScreens ?? {}).map(([path, screen]): ScreenRoute => ({
    path,
    ...screen,
  })),
)
