import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ScheduleStatusTag } from './ScheduleStatusTag'
import { nextScheduleChange } from './useScheduleStatus'

const now = Date.parse('2026-07-15T12:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(now)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('ScheduleStatusTag', () => {
  it('turns Scheduled into Live at the start, and Live into Expired at the end', () => {
    render(
      <ScheduleStatusTag
        item={{ startsAt: iso(now + 5000), endsAt: iso(now + 65_000), isActive: true }}
      />,
    )
    expect(screen.getByText('Scheduled')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(4999))
    expect(screen.getByText('Scheduled')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(2))
    expect(screen.getByText('Live')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Expired')).toBeTruthy()
  })

  it('says Inactive for a switched-off record, whatever its dates', () => {
    render(
      <ScheduleStatusTag item={{ startsAt: iso(now - 1000), endsAt: null, isActive: false }} />,
    )
    expect(screen.getByText('Inactive')).toBeTruthy()
  })
})

describe('nextScheduleChange', () => {
  it('is the next of the start and end still to come, none when off or over', () => {
    const item = { startsAt: iso(now + 10), endsAt: iso(now + 20), isActive: true }
    expect(nextScheduleChange(item, now)).toBe(now + 10)
    expect(nextScheduleChange(item, now + 10)).toBe(now + 20)
    expect(nextScheduleChange(item, now + 20)).toBeUndefined()
    expect(nextScheduleChange({ ...item, endsAt: null }, now + 10)).toBeUndefined()
    expect(nextScheduleChange({ ...item, isActive: false }, now)).toBeUndefined()
  })
})
