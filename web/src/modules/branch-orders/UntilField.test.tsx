import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UntilField, useUntil } from './UntilField'

/*
 * A typed "until" says under it the moment it is read as, its day included: a
 * time already past today is tomorrow's, which "until 8:00 PM" alone hid.
 * The clock is held at 8:46 PM in Beirut (18:46 UTC in November).
 */

function Typed() {
  const until = useUntil('time')
  return <UntilField id="busy-until" label="Busy for" until={until} />
}

describe('a typed until', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T18:46:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('shows the day and time it ends: today when still to come, tomorrow when past', () => {
    render(<Typed />)
    const box = screen.getByLabelText('Until')
    expect(screen.getByText('Enter a time such as 3:05 PM or 15:05')).toBeTruthy()
    fireEvent.change(box, { target: { value: '9:45 pm' } })
    expect(screen.getByText('Ends November 28, 2026, 9:45 PM')).toBeTruthy()
    fireEvent.change(box, { target: { value: '8:00 PM' } })
    expect(screen.getByText('Ends November 29, 2026, 8:00 PM')).toBeTruthy()
    fireEvent.change(box, { target: { value: '1 am' } })
    expect(screen.getByText('Ends November 29, 2026, 1:00 AM')).toBeTruthy()
    // Not a time: the forms it takes again, and what was typed stays.
    fireEvent.change(box, { target: { value: 'half past nine' } })
    expect(screen.getByText('Enter a time such as 3:05 PM or 15:05')).toBeTruthy()
    expect((box as HTMLInputElement).value).toBe('half past nine')
  })
})
