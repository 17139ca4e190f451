import { ControlGroup, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { useReportRefusal } from '../list/filterRefusals'
import { useFilterTag } from '../list/filterTags'
import { dayInWords, readRangeDay, readTypedRange } from './typedRange'
import type { RangeBound } from './typedRange'
import { DayFilterFrame, dayFilterId } from './DayFilterFrame'
import { useUtcToday } from './useUtcToday'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/** Two days, either or both left open (`undefined`), `YYYY-MM-DD`. */
export interface DayBounds {
  from: string | undefined
  to: string | undefined
}

interface DayBoundsFilterProps extends DayBounds {
  /** What the days bound ("Signed up"): the label, and the boxes' names. */
  label: string
  onChange: (bounds: DayBounds) => void
}

const inWords = (day: string | undefined) => (day ? dayInWords(day) : '')

type BoundsReading =
  { ok: true; bounds: DayBounds } | { ok: false; bound: RangeBound; error: string }

/** The days the two boxes' texts make (an empty box is an open end), or the refusal. */
function readBounds(
  texts: Record<RangeBound, string>,
  left: RangeBound,
  today: string,
): BoundsReading {
  const from = texts.from.trim()
  const to = texts.to.trim()
  if (from && to) {
    const both = readTypedRange({ from: { text: from }, to: { text: to } }, left, today)
    return both.ok ? { ok: true, bounds: both.range } : both
  }
  const bounds: DayBounds = { from: undefined, to: undefined }
  for (const bound of ['from', 'to'] as const) {
    if (!texts[bound].trim()) continue
    const day = readRangeDay(texts[bound], today)
    if (!day.ok) return { ok: false, bound, error: day.error }
    bounds[bound] = day.value
  }
  return { ok: true, bounds }
}

/**
 * A filter on whole days (UTC, docs/requirements.md#constants: said under it) where either end may be
 * left open, so there is no range by default (the customers' sign-up days).
 * Each box takes a day as people type it (`25/11/2026`, `2026-11-25`, `Nov 25
 * 2026`, Arabic-Indic digits), applied on Enter or on leaving the box and shown
 * then as "November 25, 2026"; emptied, that end is open. A day that cannot be
 * read, is after today or falls on the wrong side of the other stays in its box
 * with the reason under the filter, and the list around shows no rows meanwhile
 * (filterRefusals).
 */
export function DayBoundsFilter({ label, from, to, onChange }: DayBoundsFilterProps) {
  const today = useUtcToday()
  const [texts, setTexts] = useState({ from: inWords(from), to: inWords(to) })
  const [refusal, setRefusal] = useState<{ bound: RangeBound; error: string }>()
  // The URL changed (read here, a tag removed, back): its days replace the boxes.
  const [seen, setSeen] = useState(`${from}/${to}`)
  if (seen !== `${from}/${to}`) {
    setSeen(`${from}/${to}`)
    setTexts({ from: inWords(from), to: inWords(to) })
    setRefusal(undefined)
  }
  useReportRefusal(label, refusal?.error)
  const id = dayFilterId(label)
  useFilterTag(
    id,
    from || to
      ? {
          label,
          value: `${from ? dayInWords(from) : '…'} – ${to ? dayInWords(to) : '…'}`,
          clear: () => onChange({ from: undefined, to: undefined }),
        }
      : undefined,
  )
  const apply = (left: RangeBound) => {
    const reading = readBounds(texts, left, today)
    if (!reading.ok) return setRefusal({ bound: reading.bound, error: reading.error })
    setRefusal(undefined)
    const next = reading.bounds
    setTexts({ from: inWords(next.from), to: inWords(next.to) })
    if (next.from !== from || next.to !== to) onChange(next)
  }
  const box = (bound: RangeBound) => (
    <InputGroup
      id={`${id}-${bound}`}
      aria-label={bound === 'from' ? m.boundFrom({ label }) : m.boundTo({ label })}
      aria-describedby={`${id}-message`}
      aria-invalid={refusal?.bound === bound || undefined}
      placeholder={m.dayPlaceholder()}
      value={texts[bound]}
      intent={refusal?.bound === bound ? 'danger' : 'none'}
      onValueChange={(text) => setTexts((now) => ({ ...now, [bound]: text }))}
      onBlur={() => apply(bound)}
      onKeyDown={(e) => e.key === 'Enter' && apply(bound)}
      style={{ width: 170 }}
    />
  )
  return (
    <DayFilterFrame id={id} label={label} refusal={refusal?.error}>
      <ControlGroup>
        {box('from')}
        {box('to')}
      </ControlGroup>
    </DayFilterFrame>
  )
}
