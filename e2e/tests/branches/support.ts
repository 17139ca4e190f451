import { WEEKDAYS } from 'contracts'
import type { BranchInput, OpeningHoursDay, Weekday } from 'contracts'
import { unique } from '../../helpers/records'

/** A week closed but for the days given, each with its ranges. */
export const week = (days: Partial<Record<Weekday, [string, string][]>>): OpeningHoursDay[] =>
  WEEKDAYS.map((day) => ({
    day,
    closed: !days[day],
    ranges: (days[day] ?? []).map(([open, close]) => ({ open, close })),
  }))

/** A valid new branch with a name no other test uses. */
export const newBranch = (
  prefix: string,
  openingHours: OpeningHoursDay[],
): BranchInput & { name: string } => ({
  name: unique(prefix),
  nameAr: 'فرع تجريبي',
  phone: '+9611234567',
  area: 'Achrafieh',
  address: 'Sassine Square',
  lat: 33.8869,
  lng: 35.5131,
  openingHours,
  deliveryRadiusKm: 5,
  preparationMinutes: 20,
  isActive: true,
  acceptingOrders: true,
})
