import { IDEMPOTENCY_KEY_HEADER, walletRoutes } from 'contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setTokenSource } from './hooks'
import { sendOnce } from './sendOnce'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const done = {
  Data: {
    id: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    version: 0,
    customerId: 3,
    customerName: 'Wassim Saleh',
    type: 2,
    amount: '12.50',
    balanceAfter: '467.80',
    reason: 'Refund by hand',
    tender: null,
    amountLbp: null,
    lbpPerUsd: null,
    branchId: null,
    branchName: null,
    branchNameAr: null,
    orderId: null,
    orderNumber: null,
    employeeId: 1,
    employeeName: 'Rania Haddad',
  },
}
const body = { customerId: 3, type: 2, amount: '12.50', reason: 'Refund by hand' }

describe('sendOnce', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', fetchMock)
    document.cookie = 'XSRF-TOKEN=xsrf'
    setTokenSource(() => 'the-token')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('sends again under the same key after a network error, a 502 and a 504', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(502, { ErrorMessage: 'unreachable' }))
      .mockResolvedValueOnce(json(504, { ErrorMessage: 'timeout' }))
      .mockResolvedValueOnce(json(201, done))
    const sent = sendOnce(walletRoutes.createWalletTransaction, 'key-0123456789abcdef', { body })
    await vi.runAllTimersAsync()
    await expect(sent).resolves.toEqual(done)
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER),
    )
    expect(keys).toEqual(Array(4).fill('key-0123456789abcdef'))
  })

  it('does not send again after an answer that says what happened (422)', async () => {
    fetchMock.mockResolvedValue(
      json(422, { ErrorMessage: 'The amount is more than the wallet balance.' }),
    )
    const sent = sendOnce(walletRoutes.createWalletTransaction, 'key-0123456789abcdef', { body })
    await expect(sent).rejects.toMatchObject({ status: 422 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
