import { describe, expect, it } from 'vitest'
import { BRANCH_PACE_MESSAGES } from './branch-pace'

describe('the pause toast', () => {
  it('keeps the time as the clock writes it inside the sentence', () => {
    // 19:45 UTC is 9:45 PM in Beirut in November (UTC+2).
    expect(BRANCH_PACE_MESSAGES.branchPaused('Beirut - Hamra', '2026-11-20T19:45:00.000Z')).toBe(
      'Beirut - Hamra is paused until 9:45 PM.',
    )
  })

  it('says paused alone when the pause has no end', () => {
    expect(BRANCH_PACE_MESSAGES.branchPaused('Beirut - Hamra', null)).toBe(
      'Beirut - Hamra is paused.',
    )
  })
})
