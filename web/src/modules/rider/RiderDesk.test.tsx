import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { businessDayOf } from 'contracts'
import type { OrderSummary, PermissionEntry, Rider, RiderSettlement } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../lib/api/swrConfig'
import { beginSession } from '../../lib/session/store'
import { speakArabic, speakEnglish } from '../../lib/orders/testing'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import { formatDateTime } from '../../lib/dates'
import { RiderDesk } from './RiderDesk'

/*
 * The rider's read view: "Deliveries today" opens and lists exactly the
 * deliveries of the business's day (by when each was delivered), and the
 * day's cash prints as a sheet to sign. The clock is held at 00:20 in Beirut,
 * just after midnight, whatever the machine's zone.
 */

const NOW = Date.parse('2026-10-17T21:20:00.000Z') // 00:20, October 18, in Beirut
const DAY = businessDayOf(NOW)
const VIEWER: PermissionEntry[] = [
  { key: 'rider', actions: ['View', 'Update'] },
  { key: 'order', actions: ['View'] },
]
const rider: Rider = {
  id: 4,
  name: 'Ali Haddad',
  phone: '+96170410004',
  branchId: 1,
  branchName: 'Beirut - Hamra',
  branchNameAr: 'بيروت - الحمرا',
  vehicle: 'motorbike',
  isActive: true,
  onShift: true,
  shiftStartedAt: '2026-10-17T15:00:00.000Z',
  activeOrders: 0,
  cashHeld: '30.50',
  cashHeldUsd: '30.50',
  cashHeldLbp: 0,
  deliveriesToday: 1,
  averageDeliveryMinutes: 24,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-10-17T15:00:00.000Z',
  version: 2,
}
const order = (id: number, number: string, cashDue: string, cashDueLbp: number, at: string) =>
  ({
    id,
    number,
    customer: { id: 9, name: 'Maya Khoury', phone: '+96170000009' },
    branchId: 1,
    branchName: 'Beirut - Hamra',
    branchNameAr: 'بيروت - الحمرا',
    fulfilment: 'delivery',
    status: 'delivered',
    paymentMethod: 'cash',
    paymentStatus: 'paid',
    itemsCount: 2,
    total: cashDue,
    cashDue,
    lbpPerUsd: 89_500,
    lbpRoundingStep: 5000,
    totalLbp: cashDueLbp,
    cashDueLbp,
    vatAmount: '0.00',
    vatAmountLbp: 0,
    scheduledFor: null,
    rider: { id: 4, name: 'Ali Haddad', phone: '+96170410004' },
    dispatchedAt: at,
    createdAt: at,
    updatedAt: at,
    version: 5,
  }) as OrderSummary
// One delivered before midnight (its cash still held), one after (today's delivery).
const beforeMidnight = order(101, 'BEY-101', '12.00', 1_074_000, '2026-10-17T20:40:00.000Z')
const afterMidnight = order(102, 'BEY-102', '18.50', 1_655_750, '2026-10-17T21:10:00.000Z')
const totals = (rows: OrderSummary[], cashDue: string) => ({
  count: rows.length,
  gross: cashDue,
  discounts: '0.00',
  deliveryCharges: '0.00',
  net: cashDue,
  cashDue,
  card: '0.00',
  wallet: '0.00',
  cashTakenUsd: cashDue,
  cashTakenLbp: 0,
})
const settlement = (id: number, createdAt: string, expected: string): RiderSettlement => ({
  id,
  riderId: 4,
  riderName: 'Ali Haddad',
  branchId: 1,
  expected,
  amount: expected,
  expectedUsd: expected,
  expectedLbp: 0,
  countedUsd: expected,
  countedLbp: 0,
  differenceUsd: '0.00',
  differenceLbp: 0,
  lbpPerUsd: 89_500,
  difference: '0.00',
  note: '',
  employeeId: 1,
  employeeName: 'Rana Haddad',
  orderIds: [],
  voidedAt: null,
  voidedBy: null,
  voidReason: null,
  createdAt,
  updatedAt: createdAt,
  version: 1,
})
const settlements = [
  settlement(8, '2026-10-17T21:15:00.000Z', '41.00'), // today, after midnight
  settlement(7, '2026-10-16T19:00:00.000Z', '77.25'), // the day before
]

/** The rider the server answers (a test's own). */
let shownRider: Rider = rider
/** Settlements of the day beyond the two above, newest first (a test's own). */
let moreToday: RiderSettlement[] = []
/** Orders held beyond the two above, oldest first (a test's own). */
let moreHeld: OrderSummary[] = []

const asked: URL[] = []
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

answerEachToken(async (_token, href) => {
  const url = new URL(href, 'http://localhost')
  asked.push(url)
  if (url.pathname.endsWith('/employee/permissions')) return json({ Data: VIEWER })
  if (url.pathname.endsWith('/rider/4/settlements')) {
    // Newest first, paged as the server pages.
    const all = [...moreToday, ...settlements]
    const page = Number(url.searchParams.get('page') ?? 1)
    const size = Number(url.searchParams.get('pageSize') ?? 10)
    const Data = all.slice((page - 1) * size, page * size)
    return json({ Data, TotalCount: all.length, Page: page, PageSize: size })
  }
  if (url.pathname.endsWith('/order') && url.searchParams.has('heldBy')) {
    // Oldest first, paged as the server pages; the totals are of all of them.
    const all = [beforeMidnight, afterMidnight, ...moreHeld]
    const page = Number(url.searchParams.get('page') ?? 1)
    const size = Number(url.searchParams.get('pageSize') ?? 20)
    const sum = all.reduce((cents, o) => cents + Math.round(Number(o.cashDue) * 100), 0)
    return json({
      Data: all.slice((page - 1) * size, page * size),
      TotalCount: all.length,
      Page: page,
      PageSize: size,
      totals: totals(all, (sum / 100).toFixed(2)),
    })
  }
  if (url.pathname.endsWith('/order'))
    return json({
      Data: [afterMidnight],
      TotalCount: 1,
      Page: 1,
      PageSize: 100,
      totals: totals([afterMidnight], '18.50'),
    })
  return json({ Data: shownRider })
})

beforeEach(() => {
  asked.length = 0
  moreToday = []
  moreHeld = []
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  speakEnglish()
})

function mount(shown: Rider = rider) {
  shownRider = shown
  act(() => beginSession(loginFor('viewer-token', { components: VIEWER })))
  render(
    <MemoryRouter>
      <ApiProvider>
        <RiderDesk rider={shown} />
      </ApiProvider>
    </MemoryRouter>,
  )
}

const iso = (ms: number) => new Date(ms).toISOString()

describe('the rider’s read view', () => {
  it('lets cash be settled while either currency is held, pounds below zero too', async () => {
    // Change given in pounds out of the rider's own pocket: nothing in dollars, −45,000 LBP.
    mount({ ...rider, cashHeld: '0.00', cashHeldUsd: '0.00', cashHeldLbp: -45_000 })
    const settle = await screen.findByRole('button', { name: 'Settle cash' })
    expect(settle.hasAttribute('disabled')).toBe(false)
  })

  it('has nothing to settle when neither currency is held', async () => {
    mount({ ...rider, cashHeld: '0.00', cashHeldUsd: '0.00', cashHeldLbp: 0 })
    const settle = await screen.findByRole('button', { name: 'Settle cash' })
    expect(settle.hasAttribute('disabled')).toBe(true)
  })

  it('lists and links exactly the deliveries of the business day, by when each was delivered', async () => {
    mount()
    const list = await screen.findByRole('table', { name: 'Deliveries today' })
    // The list asked for the rider's deliveries that ended in today's business day.
    const read = asked.find((u) => u.pathname.endsWith('/order') && u.searchParams.has('riderId'))
    expect(Object.fromEntries(read!.searchParams)).toMatchObject({
      riderId: '4',
      status: 'delivered',
      completedFrom: iso(DAY.fromMs),
      completedTo: iso(DAY.toMs),
    })
    expect(iso(DAY.fromMs)).toBe('2026-10-17T21:00:00.000Z')
    expect(within(list).getByText('BEY-102')).toBeTruthy()
    expect(within(list).queryByText('BEY-101')).toBeNull()
    expect(screen.getByTestId('rider-deliveries-count').textContent).toBe('1 delivery')
    expect(screen.getByTestId('rider-deliveries-today').textContent).toBe('1')
    // The figure opens the order list with the very same filters.
    const link = screen.getByRole('link', { name: '1 deliveries today: the orders' })
    const opened = new URL(link.getAttribute('href')!, 'http://localhost')
    expect(opened.pathname).toBe('/order')
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      riderId: '4',
      status: 'delivered',
      completedFrom: iso(DAY.fromMs),
      completedTo: iso(DAY.toMs),
    })
    // Cash held and a settlement open their own orders.
    expect(screen.getByRole('link', { name: /^Cash held \$30\.50/ }).getAttribute('href')).toBe(
      '/order?heldBy=4',
    )
    const settled = await screen.findAllByRole('link', { name: /^Settlement of/ })
    expect(settled.map((a) => a.getAttribute('href'))).toEqual([
      '/order?settlementId=8',
      '/order?settlementId=7',
    ])
  })

  it('prints the cash sheet alone: each held order in both currencies, their sum, today’s settlements, lines to sign', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    mount()
    await screen.findByRole('table', { name: 'Orders behind the cash held' })
    await screen.findAllByRole('link', { name: /^Settlement of/ })
    fireEvent.click(screen.getByRole('button', { name: 'Print cash sheet' }))
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    const sheet = document.body.querySelector<HTMLElement>(':scope > .rider-cash-sheet-print')!
    expect(sheet).toBeTruthy()
    const text = sheet.textContent!
    for (const part of [
      'Cash sheet: Ali Haddad',
      'BEY-101',
      'BEY-102',
      '$12.00',
      '$18.50',
      '1,074,000 LBP',
      '1,655,750 LBP',
      '2 orders',
      '2,729,750 LBP',
      'Rider: Ali Haddad',
      'Received by',
      'printed by Rana Haddad',
    ])
      expect(text, part).toContain(part)
    expect(within(sheet).getByTestId('cash-sheet-sum').textContent).toBe('$30.50')
    // Only today's settlement: the one of the day before is not on the day's sheet.
    expect(text).toContain('$41.00')
    expect(text).not.toContain('$77.25')
    // The sheet goes once printed.
    act(() => void window.dispatchEvent(new Event('afterprint')))
    expect(document.body.querySelector('.rider-cash-sheet-print')).toBeNull()
    print.mockRestore()
  })

  it('prints when each order was delivered, and every settlement of the day, past the list’s page', async () => {
    // Twelve more settlements today: the desk's list shows ten a page.
    moreToday = Array.from({ length: 12 }, (_, k) =>
      settlement(30 - k, new Date(NOW - (k + 1) * 60_000).toISOString(), `${k + 1}.25`),
    )
    // BEY-101 was delivered at 11:40 PM, and changed later (its updatedAt moved).
    const delivered = beforeMidnight.updatedAt
    beforeMidnight.completedAt = delivered
    beforeMidnight.updatedAt = '2026-10-17T21:18:00.000Z'
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    try {
      mount()
      await screen.findByRole('table', { name: 'Orders behind the cash held' })
      fireEvent.click(screen.getByRole('button', { name: 'Print cash sheet' }))
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
      const sheet = document.body.querySelector<HTMLElement>(':scope > .rider-cash-sheet-print')!
      const row = within(sheet).getByText('BEY-101').closest('tr')!
      expect(row.textContent).toContain(formatDateTime(delivered))
      expect(row.textContent).not.toContain(formatDateTime(beforeMidnight.updatedAt))
      const text = sheet.textContent!
      for (let k = 1; k <= 12; k++) expect(text, `settlement ${k}`).toContain(`$${k}.25`)
      expect(text).toContain('$41.00')
      expect(text).not.toContain('$77.25')
      act(() => void window.dispatchEvent(new Event('afterprint')))
    } finally {
      beforeMidnight.updatedAt = delivered
      delete beforeMidnight.completedAt
      print.mockRestore()
    }
  })

  it('says how many of the orders held it lists when they fill more than a page, and prints every one', async () => {
    // 148 orders held: the desk lists the first 100 (the largest page).
    moreHeld = Array.from({ length: 146 }, (_, k) =>
      order(200 + k, `BEY-${200 + k}`, '1.00', 89_500, '2026-10-17T20:00:00.000Z'),
    )
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    try {
      mount()
      const list = await screen.findByRole('table', { name: 'Orders behind the cash held' })
      expect(within(list).getAllByRole('row')).toHaveLength(1 + 100 + 1)
      expect(screen.getByTestId('rider-held-sum').textContent).toBe('$176.50')
      expect(
        screen.getByText(
          /The first 100 of 148 orders are listed; the sum in dollars is of all of them\./,
        ),
      ).toBeTruthy()
      expect(
        screen
          .getByRole('link', {
            name: 'All the orders whose cash the rider holds, in the order list',
          })
          .getAttribute('href'),
      ).toBe('/order?heldBy=4')
      fireEvent.click(screen.getByRole('button', { name: 'Print cash sheet' }))
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
      const sheet = document.body.querySelector<HTMLElement>(':scope > .rider-cash-sheet-print')!
      // Every order held, the last page's too, and no "first N of" sentence.
      for (const number of ['BEY-101', 'BEY-299', 'BEY-345'])
        expect(within(sheet).getByText(number)).toBeTruthy()
      expect(sheet.textContent).not.toContain('The first')
      expect(within(sheet).getByTestId('cash-sheet-sum').textContent).toBe('$176.50')
      act(() => void window.dispatchEvent(new Event('afterprint')))
    } finally {
      print.mockRestore()
    }
  })

  it('shows the day and prints the cash sheet in Arabic for an employee who works in Arabic', async () => {
    await speakArabic()
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    mount()
    await screen.findByRole('table', { name: 'الطلبات وراء النقد بحوزته' })
    await screen.findAllByRole('link', { name: /^تسوية / })
    expect(screen.getByTestId('rider-deliveries-count').textContent).toBe('توصيلة واحدة')
    // The data (names, branch, order numbers) stays as it is, and so does the zone's name
    // (the dates' own label); every word of the desk is Arabic.
    const data = /Ali Haddad|Maya Khoury|Beirut - Hamra|Rana Haddad|BEY-\d+|LBP|Asia\/Beirut/g
    const desk = screen.getByLabelText('يوم Ali Haddad')
    expect(desk.textContent!.replace(data, '')).not.toMatch(/[A-Za-z]{2,}/)
    fireEvent.click(screen.getByRole('button', { name: 'طباعة كشف النقد' }))
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    const sheet = document.body.querySelector<HTMLElement>(':scope > .rider-cash-sheet-print')!
    const text = sheet.textContent!
    for (const part of ['كشف النقد: Ali Haddad', 'طلبان', 'السائق: Ali Haddad', 'استلمه'])
      expect(text, part).toContain(part)
    expect(text.replace(data, '')).not.toMatch(/[A-Za-z]{2,}/)
    // Order numbers read left to right inside the Arabic sheet.
    expect(within(sheet).getByText('BEY-101').tagName).toBe('BDI')
    act(() => void window.dispatchEvent(new Event('afterprint')))
    print.mockRestore()
  })
})
