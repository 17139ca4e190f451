import { CHUNK_LOAD_TIMEOUT_MS } from 'contracts'
import { lazy } from 'react'
import type { ComponentType, LazyExoticComponent } from 'react'
import type { ScreenLoader } from '../lib/module'

/** A screen chunk did not arrive: a stale deploy, offline, or too slow (docs/requirements.md#constants). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
}

/** Gives up on a chunk after `timeoutMs` (CHUNK_LOAD_TIMEOUT_MS, 120 s). */
export function withTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`The screen did not load within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    )
    load().then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)))
      },
    )
  })
}

const cache = new WeakMap<ScreenLoader, LazyExoticComponent<ComponentType>>()

/** A screen that loads on demand; one lazy component per loader. */
export function lazyScreen(load: ScreenLoader): LazyExoticComponent<ComponentType> {
  let screen = cache.get(load)
  if (!screen) {
    screen = lazy(() => withTimeout(load))
    cache.set(load, screen)
  }
  return screen
}
