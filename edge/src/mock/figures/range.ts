import { resolveDateRange } from 'contracts'
import { ApiFailure } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { DAY_MS } from './dashboard'

/** A figures range (the dashboard's, the sales report's) longer than this is refused: two years of days. */
export const MAX_RANGE_DAYS = 732

/**
 * The instants `[fromMs, toMs)` of a figures query's dates on the business's
 * clock, or a refusal (400 on `from`): a range that is backwards or empty, or
 * longer than MAX_RANGE_DAYS.
 */
export function figuresRange(query: { from?: string; to?: string }, now: number) {
  const { fromMs, toMs } = resolveDateRange(query, now)
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || fromMs >= toMs) {
    throw new ApiFailure(400, MOCK_MESSAGES.dateRange, { from: MOCK_MESSAGES.dateRange })
  }
  if (toMs - fromMs > MAX_RANGE_DAYS * DAY_MS) {
    throw new ApiFailure(400, MOCK_MESSAGES.rangeTooLong, { from: MOCK_MESSAGES.rangeTooLong })
  }
  return { fromMs, toMs }
}
