import { act, fireEvent, render, screen } from '@testing-library/react'
import type { AuditEvent, PermissionEntry } from 'contracts'
import { describe, expect, it } from 'vitest'
import { ApiProvider } from '../../api/swrConfig'
import { beginSession } from '../../session/store'
import { answerEachToken, loginFor } from '../../session/testing'
import { usePermissions } from '../../session/usePermissions'
import { RecordTabs } from './RecordTabs'

/*
 * The History tab as a record's screen shows it (an order's, a customer's drawer,
 * a wallet's transactions, every form), for an employee whose permissions and
 * audit trail come from the (stubbed) network.
 */

const move: AuditEvent = {
  id: 41,
  at: '2026-11-25T10:20:00.000Z',
  employeeId: 4,
  employeeName: 'Karim Khoury',
  module: 'order',
  recordId: 7,
  recordLabel: '#BEY-10007',
  branchId: 1,
  action: 'status',
  changes: [{ field: 'status', label: 'Status', before: 'pending', after: 'accepted' }],
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

let entries: PermissionEntry[] = []
const fetchMock = answerEachToken(async (_token, url) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: entries })
  if (url.includes('/audit?')) return json({ Data: [move], TotalCount: 1, Page: 1, PageSize: 100 })
  return json({})
})
const auditCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/audit'))

function Loaded({ children }: { children: React.ReactNode }) {
  return usePermissions().isLoading ? null : <>{children}</>
}

/** An order's screen for an employee holding `permissions`: its details inside RecordTabs. */
async function mount(permissions: PermissionEntry[], recordId: number | undefined) {
  entries = permissions
  act(() => beginSession(loginFor(`token-${Math.random()}`, { components: permissions })))
  render(
    <ApiProvider>
      <Loaded>
        <RecordTabs module="order" recordId={recordId}>
          <p>Order details</p>
        </RecordTabs>
        <p>loaded</p>
      </Loaded>
    </ApiProvider>,
  )
  await screen.findByText('loaded')
}

const AUDIT_READER: PermissionEntry[] = [
  { key: 'order', actions: ['View'] },
  { key: 'audit', actions: ['View'] },
]

describe('RecordTabs', () => {
  it('puts the record’s History beside its details, in words, asked for that record only', async () => {
    await mount(AUDIT_READER, 7)
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('Order details')).toBeTruthy()
    expect(auditCalls()).toEqual([])

    fireEvent.click(screen.getByRole('tab', { name: 'History' }))
    const history = await screen.findByRole('list', { name: 'History' })
    expect(history.textContent).toContain(
      'Karim Khoury moved “#BEY-10007”: Status from Pending to Accepted · ',
    )
    const query = new URL(auditCalls()[0]!, 'http://x').searchParams
    expect(query.get('module')).toBe('order')
    expect(query.get('recordId')).toBe('7')
    // The details stay mounted (a form keeps what was typed), hidden behind the tab.
    expect(
      screen.getByText('Order details').closest('[role="tabpanel"]')?.getAttribute('aria-hidden'),
    ).toBe('true')
  })

  it('shows the details alone to a role without the audit key, and asks for no history', async () => {
    await mount([{ key: 'order', actions: ['View', 'Update'] }], 7)
    expect(screen.getByText('Order details')).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
    expect(auditCalls()).toEqual([])
  })

  it('has no History for a record not saved yet', async () => {
    await mount(AUDIT_READER, undefined)
    expect(screen.getByText('Order details')).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
  })
})
