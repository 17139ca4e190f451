import type { Branch } from 'contracts'

/* Branches for tests (never imported by the app). */

/** A branch record as the branch list answers it, open all week, accepting orders. */
export const branch = (id: number, name: string): Branch => ({
  id,
  name,
  nameAr: name,
  phone: '+9611000000',
  area: name,
  address: name,
  lat: 33.9,
  lng: 35.5,
  openingHours: [],
  deliveryRadiusKm: 5,
  preparationMinutes: 20,
  maxDeliveryMinutes: 40,
  isActive: true,
  acceptingOrders: true,
  employeesCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
})
