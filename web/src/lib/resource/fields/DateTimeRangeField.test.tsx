import { bannerResource } from 'contracts'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Form } from 'react-final-form'
import { afterEach, describe, expect, it } from 'vitest'
import { zodValidate } from '../../forms/zodValidate'
import { DateTimeRangeField } from './DateTimeRangeField'

const startsAt = '2026-11-21T13:05:00.000Z'

function mount(
  initialValues: Record<string, unknown>,
  onSubmit: (v: Record<string, unknown>) => void = () => {},
) {
  const values: { current: Record<string, unknown> } = { current: {} }
  const validate = zodValidate(bannerResource.input)
  render(
    <Form
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(v) => validate(v) as Record<string, string>}
      render={({ values: now, handleSubmit }) => {
        values.current = now
        return (
          <form onSubmit={handleSubmit}>
            <DateTimeRangeField endOptional />
            <button type="submit">Save</button>
          </form>
        )
      }}
    />,
  )
  return values
}

afterEach(cleanup)

describe('DateTimeRangeField', () => {
  it('shows and reads the instants on the business clock (Beirut), whatever the machine’s zone', async () => {
    const values = mount({ startsAt, endsAt: null })
    const start = () => screen.getByLabelText<HTMLInputElement>(/Starts at/)
    // 13:05 UTC is 3:05 PM in Beirut (UTC+2 in November).
    expect(start().value).toBe('November 21, 2026, 3:05 PM')
    expect(screen.getByText('Times in Beirut (Asia/Beirut)')).toBeTruthy()
    // The picker replaces the read-only box once loaded.
    await waitFor(() => expect(start().getAttribute('role')).toBe('combobox'), { timeout: 10_000 })
    expect(start().value).toBe('November 21, 2026, 3:05 PM')
    const end = screen.getByLabelText<HTMLInputElement>(/Ends at/)
    fireEvent.focus(end)
    fireEvent.change(end, { target: { value: '22/11/2026 9:30 AM' } })
    fireEvent.blur(end)
    expect(values.current.endsAt).toBe('2026-11-22T07:30:00.000Z')
  }, 20_000)

  it('a calendar closes when the focus leaves it: never two open at once', async () => {
    mount({ startsAt, endsAt: null })
    const start = () => screen.getByLabelText<HTMLInputElement>(/Starts at/)
    const end = () => screen.getByLabelText<HTMLInputElement>(/Ends at/)
    await waitFor(() => expect(end().getAttribute('role')).toBe('combobox'), { timeout: 10_000 })
    await waitFor(() => expect(start().getAttribute('role')).toBe('combobox'))
    act(() => start().focus())
    await waitFor(() => expect(start().getAttribute('aria-expanded')).toBe('true'))
    // The focus moves on without a click (Tab, a label, code): the first calendar closes.
    act(() => end().focus())
    await waitFor(() => expect(end().getAttribute('aria-expanded')).toBe('true'))
    expect(start().getAttribute('aria-expanded')).toBe('false')
    act(() => screen.getByText('Save').focus())
    await waitFor(() => expect(end().getAttribute('aria-expanded')).toBe('false'))
    // Back on its box, it opens again.
    act(() => start().focus())
    await waitFor(() => expect(start().getAttribute('aria-expanded')).toBe('true'))
  }, 20_000)

  it('keeps a date that cannot be read in its box, says why, and does not save', async () => {
    const saved: unknown[] = []
    const values = mount({ startsAt, endsAt: null }, (v) => void saved.push(v))
    const end = () => screen.getByLabelText<HTMLInputElement>(/Ends at/)
    await waitFor(() => expect(end().getAttribute('role')).toBe('combobox'), { timeout: 10_000 })
    fireEvent.focus(end())
    fireEvent.change(end(), { target: { value: '31/02/2026 3:05 PM' } })
    fireEvent.blur(end())
    expect(await screen.findByText('February 2026 has 28 days: there is no day 31')).toBeTruthy()
    expect(end().value).toBe('31/02/2026 3:05 PM')
    expect(values.current.endsAt).toBe('31/02/2026 3:05 PM')
    fireEvent.click(screen.getByText('Save'))
    await waitFor(() => expect(end().getAttribute('aria-invalid')).toBe('true'))
    expect(saved).toEqual([])
    // Mended: read, saved as the instant.
    fireEvent.focus(end())
    fireEvent.change(end(), { target: { value: '28/02/2027 3:05 PM' } })
    fireEvent.blur(end())
    expect(values.current.endsAt).toBe('2027-02-28T13:05:00.000Z')
    await waitFor(() =>
      expect(screen.queryByText('February 2026 has 28 days: there is no day 31')).toBeNull(),
    )
  }, 20_000)

  it('shows the contract’s message when the end is not after the start', async () => {
    mount({ startsAt, endsAt: startsAt })
    fireEvent.click(screen.getByText('Save'))
    expect(await screen.findByText('Ends at must be after starts at')).toBeTruthy()
  })
})
