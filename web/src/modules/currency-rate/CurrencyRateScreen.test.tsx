import { SETTINGS_DEFAULTS } from 'contracts'
import { act, render, screen } from '@testing-library/react'
import type { PermissionEntry } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiProvider } from '../../lib/api/swrConfig'
import { speakArabic, speakEnglish } from '../../lib/orders/testing'
import { beginSession } from '../../lib/session/store'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import CurrencyRateScreen from './CurrencyRateScreen'

/*
 * "Dollar rate" for an employee who works in Arabic: the rate in force, the
 * form, the history and the cash settings say their words in Arabic.
 */

const ADMIN: PermissionEntry[] = [
  { key: 'currencyRate', actions: ['View', 'Add', 'Update', 'Delete'] },
]
const setBy = { id: 1, name: 'Rana Haddad' }
const inForce = {
  id: 3,
  lbpPerUsd: 89_500,
  effectiveFrom: '2026-10-01T06:00:00.000Z',
  note: '',
  setBy,
  createdAt: '2026-10-01T06:00:00.000Z',
}
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

answerEachToken(async (_token, href) => {
  const url = new URL(href, 'http://localhost')
  if (url.pathname.endsWith('/employee/permissions')) return json({ Data: ADMIN })
  if (url.pathname.endsWith('/currency-rate/current')) return json({ Data: inForce })
  if (url.pathname.endsWith('/currency-rate'))
    return json({ Data: [inForce], TotalCount: 1, Page: 1, PageSize: 50 })
  return json({
    Data: { ...SETTINGS_DEFAULTS, version: 1, updatedAt: '2026-10-01T06:00:00.000Z' },
  })
})

afterEach(speakEnglish)

describe('the dollar rate screen', () => {
  it('says its words in Arabic for an employee who works in Arabic', async () => {
    await speakArabic()
    act(() => beginSession(loginFor('admin-token', { components: ADMIN })))
    render(
      <MemoryRouter>
        <ApiProvider>
          <CurrencyRateScreen />
        </ApiProvider>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'سعر الدولار' })).toBeTruthy()
    const current = await screen.findByTestId('current-rate')
    expect(current.textContent).toMatch(
      /^الساري: 89,500 ل\.ل\. للدولار منذ .+، حدّده Rana Haddad\.$/,
    )
    await screen.findByRole('table', { name: 'الأسعار' })
    await screen.findByRole('form', { name: 'إعدادات النقد' })
    expect(screen.getByRole('button', { name: 'تسجيل السعر' })).toBeTruthy()
    // The data (who set the rate) and the zone's code stay as they are, and so may the shared
    // fields' and money's own words (lib/resource and the money formatting say them, not this
    // folder); every word of this screen is Arabic.
    const text = document.body.textContent!.replace(
      /Rana Haddad|Asia\/Beirut|Times in Beirut|LBP|USD|\(required\)|Open dropdown/g,
      '',
    )
    expect(text).not.toMatch(/[A-Za-z]{2,}/)
  })
})
