import { act, renderHook } from '@testing-library/react'
import type { OrderQuote, PhoneOrderBody } from 'contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setTokenSource } from '../../../lib/api/hooks'
import { QUOTE_DEBOUNCE_MS, useQuote } from './useQuote'

const quoteOf = (total: string): OrderQuote => ({
  items: [],
  subtotal: total,
  deliveryCharge: '0.00',
  discount: '0.00',
  pointsRedeemed: 0,
  walletAmountUsed: '0.00',
  total,
  problems: [],
  promisedAt: '2026-11-24T18:20:00.000Z',
  busyMinutes: 0,
})
const body = (quantity: number) =>
  ({
    customerId: 31,
    branchId: 1,
    fulfilment: 'pickup',
    items: [{ productId: 4, quantity, optionIds: [], notes: '' }],
    paymentMethod: 'cash',
  }) as PhoneOrderBody

describe('useQuote', () => {
  const answers: ((total: string) => void)[] = []
  const fetchMock = vi.fn<typeof fetch>(
    () =>
      new Promise<Response>((resolve) => {
        answers.push((total) =>
          resolve(
            new Response(JSON.stringify({ Data: quoteOf(total) }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
          ),
        )
      }),
  )
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', fetchMock)
    document.cookie = 'XSRF-TOKEN=xsrf'
    setTokenSource(() => 'the-token')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    fetchMock.mockClear()
    answers.splice(0)
  })

  it('asks once typing pauses, and never lets an older answer replace a newer one', async () => {
    const { result, rerender } = renderHook(({ b }) => useQuote(b), {
      initialProps: { b: body(1) },
    })
    // Typing on: only the last body is priced once the pause is over.
    rerender({ b: body(2) })
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(result.current.pricing).toBe(true)
    rerender({ b: body(3) })
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS))
    expect(fetchMock).toHaveBeenCalledTimes(2)
    // The newer answer comes first; the older one, late, is dropped.
    await act(async () => answers[1]!('15.00'))
    expect(result.current).toMatchObject({ pricing: false, quote: { total: '15.00' } })
    await act(async () => answers[0]!('10.00'))
    expect(result.current.quote?.total).toBe('15.00')
  })

  it('prices nothing while the order is not complete enough', async () => {
    const { result } = renderHook(() => useQuote(undefined))
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS * 2))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(result.current).toEqual({ quote: undefined, pricing: false, error: undefined })
  })
})
