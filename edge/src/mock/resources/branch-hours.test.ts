import { WEEKDAYS, isOpenAt } from 'contracts'
import type { Branch, BranchInput } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

/** Branches keep their opening hours as a list of ranges a day, read in Asia/Beirut. */
let mock: TestMock
let admin: string
const api = (method: string, path: string, body?: unknown) =>
  mock.call(method, path, { token: admin, body })

beforeAll(async () => {
  mock = await openTestMock({ orders: 20 })
  admin = await mock.signIn('admin@demo.test')
}, 60_000)

const everyDay = (...ranges: [string, string][]) =>
  WEEKDAYS.map((day) => ({
    day,
    closed: false,
    ranges: ranges.map(([open, close]) => ({ open, close })),
  }))

const branch = (openingHours: BranchInput['openingHours']): BranchInput => ({
  name: `Hours test ${Math.random().toString(36).slice(2, 8)}`,
  nameAr: 'فرع',
  phone: '+9611234567',
  area: 'Achrafieh',
  address: 'Sassine Square',
  lat: 33.8869,
  lng: 35.5131,
  openingHours,
  deliveryRadiusKm: 5,
  preparationMinutes: 20,
})

describe('branch opening hours', () => {
  it('keeps a lunch service and a dinner past midnight, and a closed day', async () => {
    const hours = everyDay(['12:00', '15:00'], ['19:00', '02:00'])
    hours[6] = { day: 'sunday', closed: true, ranges: [] }
    const created = await api('POST', '/branch', branch(hours))
    expect(created.status).toBe(201)
    const read = await api('GET', `/branch/${(created.json.Data as Branch).id}`)
    expect((read.json.Data as Branch).openingHours).toEqual(hours)
    // Saturday 01:30 in Beirut (23:30 UTC on Friday in winter): Friday's dinner is still on.
    expect(isOpenAt(hours, Date.UTC(2026, 10, 20, 23, 30))).toBe(true)
    // Monday 01:30: Sunday is closed, so nothing runs past its midnight.
    expect(isOpenAt(hours, Date.UTC(2026, 10, 22, 23, 30))).toBe(false)
  })

  it('refuses overlapping ranges and an open day without hours, with the message on the day', async () => {
    const overlapping = everyDay(['12:00', '16:00'])
    overlapping[2] = {
      day: 'wednesday',
      closed: false,
      ranges: [
        { open: '18:00', close: '02:00' },
        { open: '23:00', close: '03:00' },
      ],
    }
    overlapping[4] = { day: 'friday', closed: false, ranges: [] }
    const res = await api('POST', '/branch', branch(overlapping))
    expect(res.status).toBe(400)
    expect(res.json.Errors).toEqual({
      'openingHours.2.day': 'The ranges of the day overlap',
      'openingHours.4.day': 'Give the hours of the day or mark it closed',
    })
  })

  it('refuses a range that closes when it opens, and a night running into the next day', async () => {
    const empty = everyDay(['10:00', '10:00'])
    const res = await api('POST', '/branch', branch(empty))
    expect(res.status).toBe(400)
    expect(res.json.Errors).toMatchObject({
      'openingHours.0.ranges.0.close': 'Closes at must differ from opens at',
    })
    const late = everyDay(['10:00', '23:00'])
    late[4] = { day: 'friday', closed: false, ranges: [{ open: '18:00', close: '02:00' }] }
    late[5] = { day: 'saturday', closed: false, ranges: [{ open: '01:00', close: '04:00' }] }
    const spill = await api('POST', '/branch', branch(late))
    expect(spill.status).toBe(400)
    expect(spill.json.Errors).toEqual({
      'openingHours.5.day': "Overlaps Friday's hours past midnight",
    })
  })

  it('counts the employees who work at each branch by name', async () => {
    const list = await api('GET', '/branch?pageSize=100&sort=createdAt:asc')
    const [hamra] = list.json.Data as Branch[]
    expect(hamra!.employeesCount).toBeGreaterThan(0)
    const created = await api('POST', '/branch', branch(everyDay(['10:00', '22:00'])))
    expect((created.json.Data as Branch).employeesCount).toBe(0)
  })
})
