import { act, render, screen } from '@testing-library/react'
import type { PermissionEntry } from 'contracts'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../lib/api/swrConfig'
import { beginSession } from '../../lib/session/store'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import CloseScreen from './CloseScreen'

// The report's charts (uPlot) ask the screen's pixel ratio when loaded.
vi.hoisted(() => {
  window.matchMedia ??= (() => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
})

const VIEWER: PermissionEntry[] = [{ key: 'report', actions: ['View'] }]
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const fetchMock = answerEachToken(async (_token, url) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: VIEWER })
  return json({ Message: 'Not found', Errors: {} }, 404)
})

function open(path: string) {
  act(() => beginSession(loginFor('viewer-token', { components: VIEWER })))
  render(
    <MemoryRouter initialEntries={[path]}>
      <ApiProvider>
        <Routes>
          <Route path="/report/:closeId" element={<CloseScreen />} />
        </Routes>
      </ApiProvider>
    </MemoryRouter>,
  )
}

describe('A closed shift by its address', () => {
  it('says at once that an address naming no close names none, and links the current shift', () => {
    open('/report/shift')
    expect(screen.getByText('No such close')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'current shift' }).getAttribute('href')).toBe('/report')
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/report/shift'))).toBe(false)
  })

  it('says so when the API knows no such close', async () => {
    open('/report/987654')
    expect(await screen.findByText('No such close')).toBeTruthy()
    expect(screen.getByText(/There is no close 987654/)).toBeTruthy()
  })
})
