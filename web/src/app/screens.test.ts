import { MODULES as REGISTRY, OPEN_ROUTES, moduleForPath } from 'contracts'
import { describe, expect, it } from 'vitest'
import * as modules from '../modules'
import type { ModuleDescriptor } from '../lib/module'
import { PUBLIC_SCREENS, SCREEN_DATA, SCREEN_LOADERS, SCREEN_PATHS } from './screens'

const descriptors: [string, ModuleDescriptor][] = Object.entries(modules)
const open: readonly string[] = OPEN_ROUTES

describe("the modules' descriptors (src/modules/*/module.ts)", () => {
  it('give each route to one screen only', () => {
    const paths = [...SCREEN_PATHS, ...PUBLIC_SCREENS.map((screen) => screen.path)]
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([])
    expect(Object.keys(SCREEN_LOADERS).sort()).toEqual([...SCREEN_PATHS].sort())
  })

  it("put each signed-in route under its registry module's path, so the guard asks for its permission", () => {
    for (const [name, module] of descriptors)
      for (const path of Object.keys(module.screens))
        expect([name, path, moduleForPath(path)?.key ?? null]).toEqual([name, path, module.key])
  })

  it('leave only the routes every signed-in employee may open without a registry key', () => {
    const keyless = descriptors.flatMap(([, m]) => (m.key ? [] : Object.keys(m.screens)))
    expect(keyless.sort()).toEqual([...open].sort())
  })

  it('cover every module of the registry, once', () => {
    const keys = descriptors.flatMap(([, m]) => (m.key ? [m.key] : []))
    expect(keys.sort()).toEqual(REGISTRY.map((m) => m.key).sort())
  })

  it('preload data only for screens of their own', () => {
    for (const [, module] of descriptors)
      for (const path of Object.keys(module.data ?? {}))
        expect(module.screens).toHaveProperty([path])
    expect(Object.keys(SCREEN_DATA).sort()).toEqual(['/branch-orders', '/dashboard'])
  })
})
