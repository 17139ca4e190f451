import { act, render, screen, within } from '@testing-library/react'
import type { CouponOrdersAnswer, PermissionEntry } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ApiProvider } from '../../lib/api/swrConfig'
import { beginSession } from '../../lib/session/store'
import { speakArabic, speakEnglish } from '../../lib/orders/testing'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import { CouponOrders } from './CouponOrders'

/*
 * The coupon's orders as its screen shows them: one by one to an employee who
 * may view orders, only the count and the sums to one who may not.
 */

const MARKETING: PermissionEntry[] = [{ key: 'coupon', actions: ['View', 'Update'] }]
const ORDERS_TOO: PermissionEntry[] = [...MARKETING, { key: 'order', actions: ['View'] }]

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

let entries: PermissionEntry[] = []
let answer: CouponOrdersAnswer | undefined
answerEachToken(async (_token, url) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: entries })
  if (url.endsWith('/coupon/4/orders')) return json(answer)
  return json({})
})

async function mount(granted: PermissionEntry[], answered: CouponOrdersAnswer) {
  entries = granted
  answer = answered
  act(() => beginSession(loginFor(`token-${Math.random()}`, { components: granted })))
  render(
    <MemoryRouter>
      <ApiProvider>
        <CouponOrders couponId={4} usedCount={answered.TotalCount} />
      </ApiProvider>
    </MemoryRouter>,
  )
}
/** The section once the answer is shown (it shows a skeleton until then). */
async function shown(text: string) {
  await screen.findByText(text)
  return screen.getByRole('region', { name: 'Orders that used the coupon' })
}

describe('CouponOrders', () => {
  it('shows an employee without order View the count and the sums, no order table', async () => {
    await mount(MARKETING, {
      TotalCount: 12,
      Sums: { discount: '36.00', total: '1250.50' },
    })
    const section = await shown('$1,250.50')
    expect(within(section).getByRole('heading').textContent).toBe('Orders that used it (12)')
    expect(within(section).getByRole('rowheader', { name: 'Discounts given' })).toBeTruthy()
    expect(within(section).getByText('$36.00')).toBeTruthy()
    expect(within(section).queryByRole('columnheader', { name: 'Customer' })).toBeNull()
  })

  it('lists the orders one by one to an employee with order View', async () => {
    await mount(ORDERS_TOO, {
      TotalCount: 1,
      Data: [
        {
          id: 9,
          number: 'BEY-10009',
          createdAt: '2026-07-01T09:30:00.000Z',
          customerName: 'Rana Haddad',
          branchName: 'Beirut - Hamra',
          branchNameAr: 'بيروت - الحمرا',
          discount: '3.00',
          total: '21.50',
        },
      ],
    })
    const section = await shown('Rana Haddad')
    expect(within(section).getByRole('link', { name: 'BEY-10009' })).toBeTruthy()
    expect(within(section).getByRole('columnheader', { name: 'Customer' })).toBeTruthy()
    expect(within(section).queryByText('Discounts given')).toBeNull()
  })

  it('reads in Arabic: the heading, the sums and the region, no English left', async () => {
    await speakArabic()
    try {
      await mount(MARKETING, { TotalCount: 12, Sums: { discount: '36.00', total: '1250.50' } })
      await screen.findByText('$1,250.50')
      const section = screen.getByRole('region', { name: 'الطلبات التي استخدمت القسيمة' })
      expect(within(section).getByRole('heading').textContent).toBe('الطلبات التي استخدمتها (12)')
      expect(within(section).getByRole('rowheader', { name: 'الخصومات الممنوحة' })).toBeTruthy()
      expect(section.textContent).not.toMatch(/[A-Za-z]/)
    } finally {
      speakEnglish()
    }
  })
})
