import { formatDate, parseTypedDay } from '../../dates'
import type { Typed } from '../../dates'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/** One end of a day range. */
export type RangeBound = 'from' | 'to'

/** A bound as it stands: a day applied or picked, or text typed in its box. */
export type BoundInput = { day: string } | { text: string }

/** Either the range the two bounds make, or which bound is refused and why. */
export type RangeReading =
  | { ok: true; range: { from: string; to: string } }
  | { ok: false; bound: RangeBound; error: string }

export const otherBound = (bound: RangeBound): RangeBound => (bound === 'from' ? 'to' : 'from')

/** "November 21, 2026": a `YYYY-MM-DD` day as a range shows it. */
export const dayInWords = (day: string) => formatDate(`${day}T12:00:00.000Z`, 'UTC')

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A day typed in a range's box (`25/11/2026`, `2026-11-25`, `Nov 25 2026`,
 * Arabic-Indic digits) as `YYYY-MM-DD`, or why it cannot be one: it cannot be
 * read, or it is after today (a range runs up to now at most).
 */
export function readRangeDay(text: string, today: string): Typed<string> {
  const typed = parseTypedDay(text)
  if (!typed.ok) return typed
  const { year, month, day } = typed.value
  const value = `${year}-${pad(month + 1)}-${pad(day)}`
  if (value > today) return { ok: false, error: m.dayUpToToday({ day: dayInWords(today) }) }
  return { ok: true, value }
}

/**
 * The range a box just typed in (`typed`) makes with the other bound, which is
 * a day or the text still refused in its box. A refusal names the bound it
 * belongs to: the one typed when it cannot be read, is after today or falls
 * on the wrong side of the other; the other when its own text still cannot be
 * read. Nothing typed is dropped: a start typed after the end is refused with
 * the end named, and read again with the end typed next.
 */
export function readTypedRange(
  bounds: Record<RangeBound, BoundInput>,
  typed: RangeBound,
  today: string,
): RangeReading {
  const days: Partial<Record<RangeBound, string>> = {}
  for (const bound of [typed, otherBound(typed)]) {
    const input = bounds[bound]
    if ('day' in input) {
      days[bound] = input.day
      continue
    }
    const read = readRangeDay(input.text, today)
    if (!read.ok) return { ok: false, bound, error: read.error }
    days[bound] = read.value
  }
  const { from, to } = days as Record<RangeBound, string>
  if (from > to) {
    return {
      ok: false,
      bound: typed,
      error:
        typed === 'from'
          ? m.afterTheEnd({ from: dayInWords(from), to: dayInWords(to) })
          : m.beforeTheStart({ from: dayInWords(from), to: dayInWords(to) }),
    }
  }
  return { ok: true, range: { from, to } }
}
