import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { IDEMPOTENCY_KEY_HEADER, centsToMoney, moneyToCents } from 'contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot, startWorker } from '../../scripts/worker.mjs'
import type { StartedWorker } from '../../scripts/worker.mjs'

/**
 * Wallet operations in the real runtime (wrangler dev, workerd, the Durable
 * Object's SQLite): a key's first answer survives a restart, and deducts sent
 * together never take a balance below zero.
 */

const persistTo = mkdtempSync(join(tmpdir(), 'mock-wallets-'))
const vars = { MODE: 'mock', MOCK_SEED_ORDERS: '1000', MOCK_NEW_ORDERS_PER_HOUR: '0' }
let worker: StartedWorker | undefined

beforeAll(() => {
  const dist = resolve(repoRoot, 'web/dist')
  if (!existsSync(dist)) mkdirSync(dist, { recursive: true })
})
afterAll(async () => {
  await worker?.stop()
  rmSync(persistTo, { recursive: true, force: true })
})

/** Signs the admin in and calls the API like the SPA (cookie, anti-forgery header, token). */
async function signedIn(base: string) {
  const first = await fetch(`${base}/api/dev/outbox.json`)
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
  await first.text()
  const call = async (method: string, path: string, body?: unknown, key?: string) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        Cookie: `XSRF-TOKEN=${xsrf}`,
        'X-XSRF-TOKEN': xsrf,
        ...(token ? { Authorization: `Employee ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return {
      status: res.status,
      json: (await res.json()) as { token: string; Data: { balance: string } },
    }
  }
  let token = ''
  const login = { email: 'admin@demo.test', password: 'Admin1234', clientId: 1 }
  token = (await call('POST', '/employee/authenticate', login)).json.token
  const balanceOf = async (id: number) =>
    moneyToCents((await call('GET', `/wallets/${id}`)).json.Data.balance)
  return { call, balanceOf }
}

describe('wallets in wrangler dev', () => {
  it('answers a key sent again after a restart with its first answer, applied once', async () => {
    worker = await startWorker({ persistTo, vars })
    let api = await signedIn(worker.url)
    const before = await api.balanceOf(11)
    const key = crypto.randomUUID()
    const body = { customerId: 11, type: 1, amount: '7.25', reason: 'Cold food' }
    const first = await api.call('POST', '/wallet/transaction', body, key)
    expect(first.status).toBe(201)

    await worker.stop()
    worker = await startWorker({ persistTo, vars })
    api = await signedIn(worker.url)
    const again = await api.call('POST', '/wallet/transaction', body, key)
    expect(again).toEqual(first)
    expect(await api.balanceOf(11)).toBe(before + 725)
    const other = await api.call('POST', '/wallet/transaction', { ...body, amount: '1.00' }, key)
    expect(other.status).toBe(422)
  }, 240_000)

  it('never takes a balance below zero under deducts sent together', async () => {
    worker ??= await startWorker({ persistTo, vars })
    const api = await signedIn(worker.url)
    const topUp = { customerId: 12, type: 1, amount: '50.00', reason: 'Top up' }
    expect((await api.call('POST', '/wallet/transaction', topUp, crypto.randomUUID())).status).toBe(
      201,
    )
    const balance = await api.balanceOf(12)
    // Twelve deducts of a third of the balance (plus a cent): two can pass.
    const third = Math.floor(balance / 3) + 1
    const deduct = { customerId: 12, type: 2, amount: centsToMoney(third), reason: 'Rush' }
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        api.call('POST', '/wallet/transaction', deduct, crypto.randomUUID()),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2)
    expect(answers.filter((a) => a.status === 422)).toHaveLength(10)
    const after = await api.balanceOf(12)
    expect(after).toBe(balance - 2 * third)
    expect(after).toBeGreaterThanOrEqual(0)
  }, 240_000)
})
