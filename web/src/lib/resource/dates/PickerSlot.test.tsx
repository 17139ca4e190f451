import { cleanup, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PickerSlot } from './PickerSlot'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const box = <input aria-label="Created from" readOnly value="November 21, 2026" />

describe('PickerSlot', () => {
  it('shows the read-only box while the picker loads, then the picker', async () => {
    const Picker = lazy(async () => ({ default: () => <p>The calendar</p> }))
    render(<PickerSlot box={box}>{<Picker />}</PickerSlot>)
    expect(screen.getByLabelText('Created from')).toBeTruthy()
    expect(await screen.findByText('The calendar')).toBeTruthy()
  })

  it('keeps the read-only box when the picker cannot be fetched (offline), and the screen with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Picker = lazy(() =>
      Promise.reject(new Error('Unable to preload CSS for /assets/datetime-theme-x.css')),
    )
    render(
      <main>
        <h1>Welcome, Rania</h1>
        <PickerSlot box={box}>{<Picker />}</PickerSlot>
      </main>,
    )
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled())
    expect(screen.getByRole('heading', { name: 'Welcome, Rania' })).toBeTruthy()
    expect((screen.getByLabelText('Created from') as HTMLInputElement).value).toBe(
      'November 21, 2026',
    )
  })
})
