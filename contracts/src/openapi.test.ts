import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { API_ROUTES } from './api'
import { buildOpenApi, openApiPath } from './openapi'
import checkedIn from '../openapi.json'

const document = buildOpenApi()

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(
      JSON.parse(JSON.stringify(document)) as Parameters<Validator['validate']>[0],
    )
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('is what contracts/openapi.json holds (run `pnpm openapi` after changing a contract)', () => {
    expect(checkedIn).toEqual(JSON.parse(JSON.stringify(document)))
  })

  it('has every route, with its operation id', () => {
    const paths = document.paths as Record<string, Record<string, { operationId: string }>>
    for (const route of API_ROUTES) {
      expect(paths[openApiPath(route.path)]?.[route.method.toLowerCase()]?.operationId).toBe(
        route.name,
      )
    }
  })

  it('documents the security schemes and the answers each route can give', () => {
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>
    const statuses = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses as object)
    const update = paths['/category/{id}']?.put
    expect(update?.security).toEqual([{ employeeToken: [], xsrfToken: [] }])
    // No business rule refuses a category update: no 422.
    expect(statuses('/category/{id}', 'put')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '500',
    ])
    expect(statuses('/category/{id}', 'delete')).toContain('422')
    expect(statuses('/employee/authenticate', 'post')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '500',
    ])
    expect(statuses('/employee/reset-password', 'post')).toContain('429')
    expect(statuses('/employee/permissions', 'get')).toEqual(['200', '401', '500'])
    expect(paths['/employee/authenticate']?.post?.security).toEqual([{ xsrfToken: [] }])
    const upload = paths['/upload']?.post as { requestBody: { content: Record<string, unknown> } }
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data'])
  })

  it("says on every operation who may call it and whether it is limited to the employee's branches", () => {
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>
    const operations = Object.values(paths).flatMap((item) => Object.values(item))
    expect(operations.length).toBeGreaterThan(API_ROUTES.length)
    for (const op of operations) {
      expect(op['x-permissions'], String(op.operationId)).toEqual(expect.any(Array))
      expect(typeof op['x-branch-scope'], String(op.operationId)).toBe('boolean')
      expect(op.description, String(op.operationId)).toEqual(expect.any(String))
    }
    const shift = paths['/rider/{id}/shift']?.put
    // The board's staff start shifts: the document says so, as the mock does.
    expect(shift?.['x-permissions']).toEqual([
      { key: 'rider', action: 'Update' },
      { key: 'branch-orders', action: 'Update' },
    ])
    expect(shift?.['x-branch-scope']).toBe(true)
    expect(paths['/category']?.get?.['x-branch-scope']).toBe(false)
    expect(paths['/category']?.get?.['x-permissions']).toEqual([
      { key: 'category', action: 'View' },
    ])
    expect(paths['/employee/authenticate']?.post?.['x-permissions']).toEqual([])
  })

  it('says which fields of an answer need a further permission, in x-detail and in words', () => {
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>
    const couponOrders = paths['/coupon/{id}/orders']?.get
    expect(couponOrders?.['x-detail']).toEqual({
      permissions: [{ key: 'order', action: 'View' }],
      fields: ['Data'],
      otherwise: ['Sums'],
    })
    expect(couponOrders?.description).toContain(
      'Only with View on order does the answer carry `Data`; without it, `Sums` instead',
    )
    const detailed = Object.values(paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op['x-detail'])
    expect(detailed.map((op) => op.operationId)).toEqual(
      API_ROUTES.filter((r) => r.detail).map((r) => r.name),
    )
  })

  it('says which body field hands out permissions, in x-grants and in words', () => {
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>
    const granting = Object.values(paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op['x-grants'])
    expect(granting.map((op) => op.operationId)).toEqual(
      API_ROUTES.filter((r) => r.grants).map((r) => r.name),
    )
    expect(granting.length).toBe(3)
    const create = paths['/roles']?.post
    expect(create?.['x-grants']).toEqual({ field: 'permissions' })
    expect(create?.description).toContain(
      "The body's `permissions` may give or take away only what the caller's own role holds",
    )
  })

  it('says which hits of an answer each caller gets, in x-hits and in words', () => {
    const search = (document.paths as Record<string, Record<string, Record<string, unknown>>>)[
      '/search'
    ]?.get
    expect(search?.['x-hits']).toEqual({ key: 'type', link: 'route', limit: 'limit' })
    expect(search?.description).toContain(
      "Only hits of the modules the caller's role may View are answered",
    )
  })

  it('documents the uploaded images: their bytes by type, or a 404', () => {
    const image = (document.paths as Record<string, Record<string, Record<string, unknown>>>)[
      '/uploads/{name}'
    ]?.get as { responses: Record<string, { content: Record<string, unknown> }> }
    expect(Object.keys(image.responses)).toEqual(['200', '404', '500'])
    expect(Object.keys(image.responses['200']!.content)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
    ])
  })

  it('documents a difference (a close, a settlement) as money that may be below zero', () => {
    const json = JSON.stringify(document)
    const differences = [...json.matchAll(/"difference":\{[^}]*"pattern":"([^"]*)"/g)]
    expect(differences.length).toBeGreaterThan(0)
    for (const [, pattern] of differences) {
      const regex = new RegExp(JSON.parse(`"${pattern}"`) as string)
      expect(regex.test('-1.50'), pattern).toBe(true)
      expect(regex.test('2.00'), pattern).toBe(true)
    }
  })
})
