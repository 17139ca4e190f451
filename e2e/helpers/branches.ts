import type { APIRequestContext } from '@playwright/test'
import { WEEKDAYS } from 'contracts'
import type { BranchInput, ProductInput } from 'contracts'
import { createAsAdmin } from './index'

/** Hours that keep a branch open whatever the moment (00:00–23:59 is closed in a day's last minute). */
export const AROUND_THE_CLOCK = [
  { open: '00:00', close: '12:00' },
  { open: '12:00', close: '00:00' },
]

type Range = { open: string; close: string }

/**
 * A branch no other test knows, made by the admin, open every day within
 * `hours` (a range or a list of them, by default 10:00–23:00); with `sells`, a product of its own is sold
 * there, so orders can be placed at it (the dev route; pickup needs no
 * delivery area). `label` names the suite in the branch's and the dish's names.
 */
export async function branchMadeFor<B extends { id: number; name: string }>(
  request: APIRequestContext,
  label: string,
  {
    sells = false,
    hours = { open: '10:00', close: '23:00' },
    maxDeliveryMinutes,
  }: { sells?: boolean; hours?: Range | Range[]; maxDeliveryMinutes?: number } = {},
) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const input: BranchInput = {
    name: `${label} ${stamp}`,
    nameAr: `فرع ${stamp}`,
    phone: '+9611234567',
    area: 'Achrafieh',
    address: 'Sassine Square',
    lat: 33.8869,
    lng: 35.5131,
    openingHours: WEEKDAYS.map((day) => ({
      day,
      closed: false,
      ranges: Array.isArray(hours) ? hours : [hours],
    })),
    deliveryRadiusKm: 5,
    preparationMinutes: 20,
    ...(maxDeliveryMinutes === undefined ? {} : { maxDeliveryMinutes }),
    isActive: true,
    acceptingOrders: true,
  }
  const branch = await createAsAdmin<B>(request, '/branch', input)
  if (sells) {
    const product: ProductInput = {
      subCategoryId: 1,
      name: `${label} dish ${stamp}`,
      nameAr: `طبق ${stamp}`,
      price: '7.50',
      branchIds: [branch.id],
    }
    await createAsAdmin(request, '/product', product)
  }
  return branch
}
