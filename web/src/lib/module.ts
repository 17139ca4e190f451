import type { ModuleKey } from 'contracts'
import type { ComponentType } from 'react'

/** What a screen's chunk exports: the screen. */
export type ScreenModule = { default: ComponentType }
/** Loads a screen's chunk on demand (`() => import('./ThingListScreen')`). */
export type ScreenLoader = () => Promise<ScreenModule>

/** A public route's screen: loaded on demand, or (`screen`) part of the first script. */
export type PublicScreen =
  { load: ScreenLoader; screen?: never } | { screen: ComponentType; load?: never }

/**
 * What a module of the SPA is, in one object: its module.ts exports it as default, and
 * src/modules/index.ts lists every module in one line each. The router's routes, the
 * screen of each path and a cold start's preload are derived from these (src/app/screens.tsx).
 * Type-only: a descriptor is a plain object, so the map of every screen stays a small chunk.
 */
export interface ModuleDescriptor {
  /**
   * The module's key in the registry (contracts' MODULES): its permission, which the guard
   * asks for every path below the registry's path, and its sidebar entry (label, group,
   * actions). `null` for screens every signed-in employee may open (contracts' OPEN_ROUTES)
   * and for public pages.
   */
  key: ModuleKey | null
  /** The signed-in routes (React Router paths) and their screens, each loaded on demand. */
  screens: Readonly<Record<string, ScreenLoader>>
  /** Routes open without signing in. */
  publicScreens?: Readonly<Record<string, PublicScreen>>
  /**
   * What a screen asks for beside its code once the guard has let the employee through
   * (a live screen's data), by path: a chunk of its own, started with the screen's.
   */
  data?: Readonly<Record<string, () => Promise<void>>>
}
