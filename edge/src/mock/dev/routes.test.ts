import { API_ERRORS } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

let mock: TestMock
beforeAll(async () => {
  mock = await openTestMock({ orders: 20 })
}, 60_000)

const DEV = [
  ['GET', '/dev/outbox'],
  ['GET', '/dev/outbox.json'],
  ['POST', '/dev/orders'],
  ['POST', '/dev/reset'],
] as const

describe('developer pages', () => {
  it('answer on a loopback host', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '127.0.0.1:8787']) {
      for (const [method, path] of DEV) {
        const res = await mock.call(method, `http://${host}${path}`)
        expect(res.status, `${method} ${host}${path}`).toBe(path === '/dev/orders' ? 201 : 200)
      }
    }
  })

  it('are not found on any other host', async () => {
    for (const host of ['admin.example.com', 'food-backoffice.workers.dev', '10.0.0.1']) {
      for (const [method, path] of DEV) {
        const res = await mock.call(method, `http://${host}${path}`)
        expect(res.status, `${method} ${host}${path}`).toBe(404)
        expect(res.json).toEqual({ ErrorMessage: API_ERRORS.notFound })
      }
    }
  })
})
