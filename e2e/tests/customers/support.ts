import type { Page } from '@playwright/test'
import type { Customer } from 'contracts'
import { demoLogin } from '../../helpers'
import { api } from '../../helpers/records'

/**
 * A customer no other test is likely to touch: an unblocked one from a page drawn at
 * random (customers cannot be created, so tests share the seed's).
 */
export async function someUnblockedCustomer(
  page: Page,
): Promise<{ customer: Customer; token: string }> {
  const { token } = await demoLogin(page.request, 'admin')
  const pageNo = 1 + Math.floor(Math.random() * 200)
  const { json } = await api<{ Data: Customer[] }>(
    page,
    token,
    'GET',
    `/customer?isBlocked=false&pageSize=10&page=${pageNo}&sort=createdAt:asc`,
  )
  const customer = json.Data[Math.floor(Math.random() * json.Data.length)]
  if (!customer) throw new Error('no unblocked customer on that page')
  return { customer, token }
}

export const fullName = (c: Pick<Customer, 'firstName' | 'lastName'>) =>
  `${c.firstName} ${c.lastName}`
