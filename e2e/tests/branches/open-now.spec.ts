import { expect, test } from '@playwright/test'
import { WEEKDAYS, branchClock } from 'contracts'
import { createAsAdmin, signIn } from '../../helpers'
import { search, tableRows } from '../../helpers/lists'
import { newBranch, week } from './support'

const MINUTE = 60_000

/** The latest instant before now that reads 00:30 on Beirut's clocks (within the last day). */
function lastHalfPastMidnightInBeirut(now: number) {
  const { minute } = branchClock(now)
  const at = now - (((minute - 30 + 1440) % 1440) * MINUTE + (now % MINUTE))
  expect(branchClock(at).minute).toBe(30)
  return at
}

// Far from Beirut: 00:30 there is 17:30 the day before in New York (16:30 in summer).
test.use({ timezoneId: 'America/New_York' })

test('a branch open past midnight shows open or closed on Beirut time, whatever the browser zone', async ({
  page,
}) => {
  const at = lastHalfPastMidnightInBeirut(Date.now())
  const today = branchClock(at).day
  const dayBefore = WEEKDAYS[(WEEKDAYS.indexOf(today) + 6) % 7]!
  // Both open the evening before; one closes at 02:00, the other at 00:15.
  const late = newBranch('Night owl', week({ [dayBefore]: [['18:00', '02:00']] }))
  const early = newBranch('Early night', week({ [dayBefore]: [['18:00', '00:15']] }))
  // Open at 17:30 New York time would say the opposite of Beirut's 00:30.
  const teatime = newBranch('Tea time', week({ [dayBefore]: [['17:00', '18:00']] }))
  for (const input of [late, early, teatime]) await createAsAdmin(page.request, '/branch', input)

  await page.clock.setFixedTime(at)
  await signIn(page, 'admin', '/branch')
  const nowIn = async (name: string) => {
    await search(page, name)
    const rows = await tableRows(page)
    expect(rows).toHaveLength(1)
    return rows[0]!.join(' ')
  }
  expect(await nowIn(late.name)).toContain('Open now')
  expect(await nowIn(early.name)).toContain('Closed now')
  expect(await nowIn(teatime.name)).toContain('Closed now')
})
