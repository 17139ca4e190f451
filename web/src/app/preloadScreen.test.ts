import { matchRoutes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadScreen, signedInRoute } from './preloadScreen'
import { PUBLIC_PATHS } from './publicPaths'
import { PUBLIC_SCREENS, SCREEN_LOADERS, SCREEN_PATHS } from './screens'
import type { ScreenLoader } from '../lib/module'
import type { ScreenPath } from './screens'

/** The route React Router itself picks for `pathname` among the signed-in ones. */
const routerPick = (pathname: string) =>
  matchRoutes(
    SCREEN_PATHS.map((path) => ({ path })),
    pathname,
  )?.[0]?.route.path

describe('signedInRoute', () => {
  // Each route with its parameters filled in, and the paths where two routes fit.
  const samples = [
    ...SCREEN_PATHS.map((path) => path.replace(/:\w+/g, '12')),
    ...SCREEN_PATHS.map((path) => path.replace(/:\w+/g, 'add')),
    ...SCREEN_PATHS.map((path) => path.toUpperCase().replace(/:\w+/gi, '7') + '/'),
    '/employee/roles',
    '/employee/roles/add',
    '/employee/12/edit',
    '/order/12/edit',
    '/',
    '/no/such/place',
    '/order/12/edit/more',
  ]

  it('picks the route React Router shows, for every route of the app', () => {
    for (const pathname of samples)
      expect([pathname, signedInRoute(pathname)]).toEqual([pathname, routerPick(pathname)])
  })
})

describe('the public pages the first script knows (publicPaths.ts)', () => {
  it('are the public screens of the router', () => {
    expect(PUBLIC_SCREENS.map((screen) => screen.path).sort()).toEqual([...PUBLIC_PATHS].sort())
  })
})

describe('preloadScreen', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const NO_SCREEN = { default: () => null }
  const spyOnScreen = (path: ScreenPath) =>
    vi.spyOn(SCREEN_LOADERS as Record<ScreenPath, ScreenLoader>, path).mockResolvedValue(NO_SCREEN)
  const spyOnPublic = (path: string) => {
    const screen = PUBLIC_SCREENS.find((s) => s.path === path) as { load: ScreenLoader }
    return vi.spyOn(screen, 'load').mockResolvedValue(NO_SCREEN)
  }

  it("loads a signed-in route's screen, signed in", () => {
    const orders = spyOnScreen('/order')
    const roles = spyOnScreen('/employee/roles')
    preloadScreen('/order', true)
    preloadScreen('/employee/roles', true)
    expect(orders).toHaveBeenCalledTimes(1)
    expect(roles).toHaveBeenCalledTimes(1)
  })

  it('loads the dashboard for /login and any unknown path, signed in (where the router sends them)', () => {
    const dashboard = spyOnScreen('/dashboard')
    preloadScreen('/login', true)
    preloadScreen('/no/such/place', true)
    expect(dashboard).toHaveBeenCalledTimes(2)
  })

  it("loads a public page's screen, signed in or not; nothing for a signed-in route signed out", () => {
    const terms = spyOnPublic('/terms-and-conditions')
    const orders = spyOnScreen('/order')
    preloadScreen('/terms-and-conditions', false)
    preloadScreen('/Terms-and-conditions/', true)
    preloadScreen('/order', false)
    expect(terms).toHaveBeenCalledTimes(2)
    expect(orders).not.toHaveBeenCalled()
  })
})
