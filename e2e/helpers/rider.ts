import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Rider, RiderInput } from 'contracts'
import { createAsAdmin } from './index'
import { api, unique } from './records'

/**
 * A rider of the test's own at `branchId`, made by the admin and put on shift by the
 * employee whose `token` is given: someone to send a delivery order out with, whoever else
 * is on shift there (the seed's shifts follow the clock).
 */
export async function riderOnShift(page: Page, token: string, branchId: number) {
  const input: RiderInput = {
    name: unique('Rider'),
    phone: `+96171${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    branchId,
    vehicle: 'motorbike',
  }
  const rider = await createAsAdmin<Rider>(page.request, '/rider', input)
  const shift = await api(page, token, 'PUT', `/rider/${rider.id}/shift`, { onShift: true })
  expect(shift.status).toBe(200)
  return rider
}
