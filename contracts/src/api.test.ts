import { describe, expect, it } from 'vitest'
import { API_ROUTES, apiRoute, resourceRouteName, resources } from './api'
import type { ResourceName } from './api'
import { ACTIONS, MODULES, MODULE_KEYS } from './registry'
import { allOf, anyOf, grantsOf, permissionInWords, permits } from './routes'
import { WRITE_ANYWHERE } from './entities/upload'

describe('API_ROUTES', () => {
  it('names every route once', () => {
    const names = API_ROUTES.map((r) => r.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('has one route per method and path', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('asks for exactly the actions the registry says each module has', () => {
    const asked = new Map<string, Set<string>>()
    for (const route of API_ROUTES) {
      for (const { key, action } of route.permission ? grantsOf(route.permission) : []) {
        asked.set(key, (asked.get(key) ?? new Set()).add(action))
      }
    }
    for (const m of MODULES) {
      expect([...(asked.get(m.key) ?? [])].sort(), m.key).toEqual([...m.actions].sort())
    }
  })

  it('guards every route by a registry key and action, except the open ones', () => {
    for (const route of API_ROUTES) {
      if (route.permission) {
        for (const grant of grantsOf(route.permission)) {
          expect(MODULE_KEYS, route.name).toContain(grant.key)
          expect(ACTIONS, route.name).toContain(grant.action)
        }
        expect(route.auth, route.name).toBe(true)
      }
    }
    const unguarded = API_ROUTES.filter((r) => !r.permission).map((r) => r.name)
    expect(unguarded.sort()).toEqual(
      [
        // Any signed-in employee's own password.
        'changePassword',
        'getCurrentRate',
        'getSettings',
        'login',
        'permissions',
        // An employee's own language: theirs to choose, whatever their role.
        'preferences',
        'resetPassword',
        'search',
        'sendReset',
      ].sort(),
    )
    expect(apiRoute('uploadImage').permission).toBe(WRITE_ANYWHERE)
    expect(API_ROUTES.filter((r) => !r.auth).map((r) => r.name)).toEqual([
      'login',
      'sendReset',
      'resetPassword',
    ])
  })

  it('holds every operation of every resource, with the right action', () => {
    const action = { list: 'View', get: 'View', create: 'Add', update: 'Update', remove: 'Delete' }
    for (const name of Object.keys(resources) as ResourceName[]) {
      for (const operation of resources[name].operations) {
        const route = apiRoute(resourceRouteName(name, operation))
        expect(route.resource).toBe(name)
        // The resource's own action first; a list may name who else may read it.
        expect(route.permission).toHaveProperty('anyOf')
        expect(grantsOf(route.permission!)[0]).toEqual({
          key: resources[name].key,
          action: action[operation],
        })
        if (operation !== 'list') expect(grantsOf(route.permission!)).toHaveLength(1)
      }
    }
    expect(() => apiRoute('createCustomer')).toThrow()
    expect(apiRoute('deleteCategory')).toMatchObject({ method: 'DELETE', path: '/category/:id' })
  })

  it('holds the special actions of the issue', () => {
    const special = API_ROUTES.filter((r) => !r.resource).map((r) => `${r.method} ${r.path}`)
    expect(special).toEqual(
      expect.arrayContaining([
        'GET /order',
        'GET /order/:id',
        'PUT /order/:id/status',
        'GET /branch-orders',
        'GET /wallets',
        'POST /wallet/transaction',
        'GET /walletTransactionHistory',
        'GET /loyaltyPointHistory',
        'PUT /conversionRate/:id/activate',
        'POST /notification/:id/send',
        'POST /notification/:id/cancel',
        'PUT /customer/:id/block',
        'PUT /customer/:id/unblock',
        'GET /dashboard',
        'POST /upload',
      ]),
    )
    // The board's staff move orders too: the route says so, not the handler.
    expect(apiRoute('changeOrderStatus').permission).toEqual(
      anyOf({ key: 'order', action: 'Update' }, { key: 'branch-orders', action: 'Update' }),
    )
    expect(apiRoute('getDashboard').permission).toEqual(anyOf({ key: 'order', action: 'View' }))
    expect(apiRoute('listBranchOrders').permission).toEqual(
      anyOf({ key: 'branch-orders', action: 'View' }),
    )
    expect(apiRoute('createWalletTransaction').permission).toEqual(
      anyOf({ key: 'wallets', action: 'Add' }),
    )
  })

  it('lets a role through a rule: any one grant of anyOf, every grant of allOf', () => {
    const couponOnly = [{ key: 'coupon' as const, actions: ['View' as const] }]
    const both = [...couponOnly, { key: 'order' as const, actions: ['View' as const] }]
    const coupon = { key: 'coupon', action: 'View' } as const
    const order = { key: 'order', action: 'View' } as const
    expect(permits(couponOnly, anyOf(order, coupon))).toBe(true)
    expect(permits(couponOnly, allOf(coupon, order))).toBe(false)
    expect(permits(both, allOf(coupon, order))).toBe(true)
    expect(permits([], anyOf(coupon))).toBe(false)
    expect(permissionInWords(allOf(coupon, order))).toBe('View on coupon and View on order')
    expect(permissionInWords(anyOf(coupon, order))).toBe('View on coupon or View on order')
  })

  it('mounts the fixed /employee/* calls before /employee/:id', () => {
    const index = (name: string) => API_ROUTES.findIndex((r) => r.name === name)
    expect(index('permissions')).toBeLessThan(index('getEmployee'))
    expect(index('resetPassword')).toBeLessThan(index('updateEmployee'))
  })

  it('describes every route fully', () => {
    for (const route of API_ROUTES) {
      expect(route.summary.length, route.name).toBeGreaterThan(5)
      expect(route.response, route.name).toBeDefined()
      if (route.path.includes(':id')) expect(route.params, route.name).toBeDefined()
      if (route.method === 'GET') expect(route.body, route.name).toBeUndefined()
    }
  })
})
