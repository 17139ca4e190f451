import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { mayBePoundsQuestion, SETTINGS_DEFAULTS } from 'contracts'
import type { PermissionEntry } from 'contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiProvider } from '../api/swrConfig'
import { beginSession } from '../session/store'
import { answerEachToken, loginFor } from '../session/testing'
import { usePermissions } from '../session/usePermissions'
import { StatusMoveButtons } from './StatusMoveButtons'
import { boardOrder, fullOrder } from './testing'
import type { MovableOrder } from './statusMoves'
import { useStatusMoves } from './useStatusMoves'

/*
 * "Cash received": finishing a cash order asks what the customer handed over,
 * prefilled with the cash due (Enter confirms it), with the change due in
 * pounds or dollars; a refused tender keeps what was typed; dollars a thousand
 * times the due ask "Is this in pounds?" first. Card orders finish at once.
 */

const UPDATER: PermissionEntry[] = [{ key: 'order', actions: ['View', 'Update'] }]
// $18.50 due at 89,500 LBP per dollar: 1,655,750 LBP, 1,655,000 due in pounds at the 5,000 step.
const ready = boardOrder(7, { status: 'ready', total: '18.50' })

const puts: { body: Record<string, unknown> }[] = []
let refuse: string | undefined
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

answerEachToken(async (_token, url, init) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: UPDATER })
  if (url.endsWith('/settings'))
    return json({
      Data: { ...SETTINGS_DEFAULTS, version: 1, updatedAt: '2026-11-01T00:00:00.000Z' },
    })
  if (init?.method === 'PUT' && url.endsWith('/order/7/status')) {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>
    puts.push({ body })
    if (refuse)
      return json({ ErrorMessage: 'Some fields are not valid.', Errors: { cash: refuse } }, 400)
    return json({ Data: fullOrder({ ...ready, status: 'picked_up', version: 2 }) })
  }
  return json({ Data: fullOrder(ready) })
})

beforeEach(() => {
  puts.length = 0
  refuse = undefined
  document.cookie = 'XSRF-TOKEN=test-xsrf'
})

function Moves({ order }: { order: MovableOrder }) {
  const moves = useStatusMoves(order)
  const { isLoading } = usePermissions()
  return isLoading ? null : <StatusMoveButtons moves={moves} />
}

async function open(order: MovableOrder = ready) {
  act(() => beginSession(loginFor(`token-${Math.random()}`, { components: UPDATER })))
  render(
    <ApiProvider>
      <Moves order={order} />
    </ApiProvider>,
  )
  fireEvent.click(await screen.findByRole('button', { name: 'Mark picked up' }))
  return screen.findByRole('dialog', { name: 'Cash received: order BEY-10007' })
}

const box = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label) as HTMLInputElement

describe('Cash received', () => {
  it('is prefilled with the cash due: Enter confirms it as dollars, no change', async () => {
    const dialog = await open()
    const usd = box(dialog, /Dollars received/)
    expect(usd.value).toBe('18.50')
    expect(document.activeElement).toBe(usd)
    expect(within(dialog).getByText(/1,655,000 LBP/)).toBeTruthy()
    fireEvent.submit(usd.closest('form')!)
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]!.body).toMatchObject({
      status: 'picked_up',
      cash: { receivedUsd: '18.50', receivedLbp: 0, changeUsd: '0.00', changeLbp: 0 },
    })
  })

  it('shows the change due in pounds, or in dollars at a click; a refusal keeps what was typed', async () => {
    const dialog = await open()
    fireEvent.change(box(dialog, /Dollars received/), { target: { value: '20' } })
    fireEvent.change(box(dialog, /Pounds received/), { target: { value: '450,000' } })
    // $20 and 450,000 LBP is 2,240,000 LBP against 1,655,750 due: 584,250 over, to the step.
    const change = within(dialog).getByTestId('change-due')
    expect(change.textContent).toContain('Change due: 585,000 LBP')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give it in dollars' }))
    expect(change.textContent).toContain('Change due: $6.53')
    refuse = '$20.00 and 450,000 LBP is $25.03; change due 585,000 LBP'
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark picked up' }))
    expect(await within(dialog).findByText(refuse)).toBeTruthy()
    expect(puts[0]!.body.cash).toEqual({
      receivedUsd: '20.00',
      receivedLbp: 450_000,
      changeUsd: '6.53',
      changeLbp: 0,
    })
    expect(box(dialog, /Dollars received/).value).toBe('20')
    expect(box(dialog, /Pounds received/).value).toBe('450,000')
  })

  it("counts the change to the order's own rounding step, not today's setting", async () => {
    // Placed when pounds were rounded to 1,000; the settings now say 5,000.
    const dialog = await open({ ...ready, lbpRoundingStep: 1000, cashDueLbp: 1_656_000 })
    expect(within(dialog).getByText(/1,656,000 LBP/)).toBeTruthy()
    fireEvent.change(box(dialog, /Dollars received/), { target: { value: '20' } })
    fireEvent.change(box(dialog, /Pounds received/), { target: { value: '450,000' } })
    // 584,250 LBP over: 584,000 to the 1,000 step (585,000 at today's 5,000).
    const change = within(dialog).getByTestId('change-due')
    expect(change.textContent).toContain('Change due: 584,000 LBP')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark picked up' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]!.body.cash).toEqual({
      receivedUsd: '20.00',
      receivedLbp: 450_000,
      changeUsd: '0.00',
      changeLbp: 584_000,
    })
  })

  it('takes an order paid all in pounds with the dollar box left empty; both empty, dollars are asked for', async () => {
    const dialog = await open()
    fireEvent.change(box(dialog, /Dollars received/), { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark picked up' }))
    expect(await within(dialog).findByText('Received in dollars is required')).toBeTruthy()
    expect(puts).toHaveLength(0)
    fireEvent.change(box(dialog, /Pounds received/), { target: { value: '1,700,000' } })
    // 1,700,000 LBP against 1,655,750 due: 44,250 over, 45,000 to the step.
    expect(within(dialog).getByTestId('change-due').textContent).toContain('Change due: 45,000 LBP')
    expect(within(dialog).queryByText('Received in dollars is required')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark picked up' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]!.body.cash).toEqual({
      receivedUsd: '0.00',
      receivedLbp: 1_700_000,
      changeUsd: '0.00',
      changeLbp: 45_000,
    })
  })

  it('says what is still due when the cash received is short', async () => {
    const dialog = await open()
    fireEvent.change(box(dialog, /Dollars received/), { target: { value: '10' } })
    expect(within(dialog).getByTestId('change-due').textContent).toBe('Still due: $8.50')
  })

  it('asks "Is this in pounds?" before sending dollars a thousand times the due', async () => {
    const dialog = await open()
    fireEvent.change(box(dialog, /Dollars received/), { target: { value: '1,655,750' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark picked up' }))
    const question = await screen.findByRole('dialog', { name: 'Is this in pounds?' })
    expect(within(question).getByText(mayBePoundsQuestion('1655750.00'))).toBeTruthy()
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, pounds' }))
    await waitFor(() => expect(box(dialog, /Pounds received/).value).toBe('1,655,750 LBP'))
    expect(box(dialog, /Dollars received/).value).toBe('0.00')
    expect(puts).toHaveLength(0)
  })

  it('is not asked for a card order: Mark picked up sends at once', async () => {
    act(() => beginSession(loginFor(`token-${Math.random()}`, { components: UPDATER })))
    const card = boardOrder(7, { status: 'ready', paymentMethod: 'card', paymentStatus: 'paid' })
    render(
      <ApiProvider>
        <Moves order={card} />
      </ApiProvider>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Mark picked up' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]!.body.cash).toBeUndefined()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
