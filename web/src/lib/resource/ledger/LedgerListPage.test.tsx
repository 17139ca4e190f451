import { act, cleanup, render, screen } from '@testing-library/react'
import {
  WALLET_TRANSACTION_TYPE_LABELS,
  walletRoutes,
  walletTransactionListQuerySchema,
  walletTransactionSchema,
} from 'contracts'
import type { PermissionEntry, WalletTransaction } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { ApiProvider } from '../../api/swrConfig'
import { beginSession } from '../../session/store'
import { answerEachToken, loginFor } from '../../session/testing'
import { usePermissions } from '../../session/usePermissions'
import type { Column } from '../table/ResourceTable'
import type { ListResource } from '../types'
import { LedgerListPage, useEmployeeFilter, useLedgerList } from './LedgerListPage'

/*
 * A ledger's screen as the wallet transactions use it: filters from the contract,
 * shown by permission, and filtered to one wallet, that wallet's History beside it.
 */

const { customerId, employeeId, type } = walletTransactionListQuerySchema.shape
const transactions = {
  name: 'walletTransaction',
  path: '/walletTransactionHistory',
  key: 'walletTransactionHistory',
  record: walletTransactionSchema,
  filters: z.object({ customerId, employeeId, type }),
  sortable: ['createdAt'],
  routes: { list: walletRoutes.listWalletTransactions },
} satisfies ListResource

const columns: Column<WalletTransaction>[] = [
  { id: 'reason', header: 'Reason', cell: (t) => t.reason },
]

function Ledger() {
  const list = useLedgerList(transactions, { field: 'createdAt', direction: 'desc' })
  const employee = useEmployeeFilter()
  const customer = list.state.filters.customerId
  if (usePermissions().isLoading) return null
  return (
    <LedgerListPage
      title="Transaction History"
      list={list}
      columns={columns}
      plural="transactions"
      csv={{ filename: 'wallet-transactions' }}
      filters={[{ key: 'type', label: 'Type', choices: WALLET_TRANSACTION_TYPE_LABELS }, employee]}
      record={{ module: 'wallets', id: customer ? Number(customer) : undefined }}
    />
  )
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

let entries: PermissionEntry[] = []
const fetchMock = answerEachToken(async (_token, url) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: entries })
  return json({ Data: [], TotalCount: 0, Page: 1, PageSize: 50 })
})
const listQueries = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname.endsWith('/walletTransactionHistory'))
    .map((u) => u.searchParams)

async function mount(permissions: PermissionEntry[], path: string) {
  entries = permissions
  act(() => beginSession(loginFor(`token-${Math.random()}`, { components: permissions })))
  render(
    <MemoryRouter initialEntries={[path]}>
      <ApiProvider>
        <Ledger />
      </ApiProvider>
    </MemoryRouter>,
  )
  await screen.findByRole('heading', { name: 'Transaction History' })
}

const LEDGER: PermissionEntry[] = [{ key: 'walletTransactionHistory', actions: ['View'] }]

describe('LedgerListPage', () => {
  it('asks 50 a page, newest first, and drops a filter its contract refuses', async () => {
    await mount(LEDGER, '/walletTransactionHistory?type=7&customerId=12')
    const query = listQueries().at(-1)!
    expect(query.get('pageSize')).toBe('50')
    expect(query.get('sort')).toBe('createdAt:desc')
    expect(query.get('customerId')).toBe('12')
    expect(query.has('type')).toBe(false)
  })

  it('shows the date range and its filters, the employee one only to who may see employees', async () => {
    await mount(LEDGER, '/walletTransactionHistory')
    expect(screen.getByText('Time')).toBeTruthy()
    expect(screen.getByLabelText('Type')).toBeTruthy()
    expect(screen.queryByText('Employee')).toBeNull()
  })

  it('filtered to one wallet, puts its History beside the transactions for an audit reader', async () => {
    await mount(
      [...LEDGER, { key: 'employee', actions: ['View'] }, { key: 'audit', actions: ['View'] }],
      '/walletTransactionHistory?customerId=12',
    )
    expect(screen.getByText('Employee')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Transactions' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'History' })).toBeTruthy()
  })

  it('has no tabs unfiltered, nor without the audit key', async () => {
    await mount([...LEDGER, { key: 'audit', actions: ['View'] }], '/walletTransactionHistory')
    expect(screen.queryByRole('tab')).toBeNull()
    cleanup()
    await mount(LEDGER, '/walletTransactionHistory?customerId=12')
    expect(screen.queryByRole('tab')).toBeNull()
  })
})
