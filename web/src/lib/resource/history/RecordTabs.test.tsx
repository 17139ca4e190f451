import { act, fireEvent, render, screen } from '@testing-library/react'
import type { AuditEvent, PermissionEntry } from 'contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiProvider } from '../../api/swrConfig'
import { beginSession } from '../../session/store'
import { answerEachToken, loginFor } from '../../session/testing'
import { usePermissions } from '../../session/usePermissions'
import { speakArabic, speakEnglish } from '../../orders/testing'
import { i18nState } from '../../i18n/state'
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

/** A wallet recharged in pounds, then a product created and its price changed. */
const recharge: AuditEvent = {
  ...move,
  id: 42,
  module: 'wallets',
  recordLabel: 'Maya Khoury',
  action: 'recharge',
  changes: [
    { field: 'tender', label: 'Tender', before: null, after: 'cash_lbp' },
    { field: 'amountLbp', label: 'Pounds received', before: null, after: 1_500_000 },
  ],
}
const created: AuditEvent = { ...move, id: 43, action: 'create', changes: [] }
const priced: AuditEvent = {
  ...move,
  id: 44,
  module: 'product',
  action: 'update',
  changes: [
    { field: 'price', label: 'Price', before: '1.50', after: '2.75' },
    { field: 'isActive', label: 'Active', before: true, after: false },
  ],
}

let entries: PermissionEntry[] = []
let trail: AuditEvent[] = [move]
const fetchMock = answerEachToken(async (_token, url) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: entries })
  if (url.includes('/audit?'))
    return json({ Data: trail, TotalCount: trail.length, Page: 1, PageSize: 100 })
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

describe('History in Arabic', () => {
  afterEach(() => {
    speakEnglish()
    i18nState.digits = 'latn'
    trail = [move]
  })

  it('says each event in Arabic: who, the verb, the record, each change and its values', async () => {
    await speakArabic()
    i18nState.digits = 'arab'
    trail = [move, recharge, created, priced]
    await mount(AUDIT_READER, 7)
    fireEvent.click(screen.getByRole('tab', { name: 'السجلّ' }))
    const history = await screen.findByRole('list', { name: 'السجلّ' })
    const lines = [...history.querySelectorAll('li')].map((li) => li.firstChild?.textContent)
    expect(lines).toEqual([
      'Karim Khoury نقل “#BEY-10007”: الحالة من قيد الانتظار إلى مقبول',
      'Karim Khoury شحن محفظة “Maya Khoury”: طريقة الدفع: نقدًا بالليرة، المبلغ المستلم بالليرة: ١٬٥٠٠٬٠٠٠ ل.ل.',
      'Karim Khoury أنشأ هذا السجل',
      'Karim Khoury غيّر السعر من $١٫٥٠ إلى $٢٫٧٥، التفعيل من نعم إلى لا',
    ])
    // Nothing English is left but the data: names and the order's number.
    expect(lines.join(' ').replace(/Karim Khoury|Maya Khoury|BEY/g, '')).not.toMatch(/[A-Za-z]/)
  })
})
