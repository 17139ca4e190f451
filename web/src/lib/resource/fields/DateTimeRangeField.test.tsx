import { bannerResource } from 'contracts'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Form } from 'react-final-form'
import { afterEach, describe, expect, it } from 'vitest'
import { formatDateTime } from '../../dates'
import { zodValidate } from '../../forms/zodValidate'
import { DateTimeRangeField } from './DateTimeRangeField'

const startsAt = '2026-11-21T13:05:00.000Z'

function mount(initialValues: Record<string, unknown>) {
  const values: { current: Record<string, unknown> } = { current: {} }
  const validate = zodValidate(bannerResource.input)
  render(
    <Form
      onSubmit={() => undefined}
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
  it('shows the instants in the browser’s zone and stores what is typed as an instant', async () => {
    const values = mount({ startsAt, endsAt: null })
    const start = () => screen.getByLabelText<HTMLInputElement>(/Starts at/)
    expect(start().value).toBe(formatDateTime(startsAt))
    // The picker replaces the read-only box once loaded.
    await waitFor(() => expect(start().getAttribute('role')).toBe('combobox'), { timeout: 10_000 })
    const end = screen.getByLabelText<HTMLInputElement>(/Ends at/)
    fireEvent.focus(end)
    fireEvent.change(end, { target: { value: 'November 22, 2026, 9:30 AM' } })
    fireEvent.blur(end)
    expect(values.current.endsAt).toBe(new Date(2026, 10, 22, 9, 30).toISOString())
  })

  it('shows the contract’s message when the end is not after the start', async () => {
    mount({ startsAt, endsAt: startsAt })
    fireEvent.click(screen.getByText('Save'))
    expect(await screen.findByText('Ends at must be after starts at')).toBeTruthy()
  })
})
