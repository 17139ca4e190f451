import { FormGroup, InputGroup } from '@blueprintjs/core'
import { readAmount } from 'contracts'
import { useState } from 'react'
import { useFilterTag } from '../../lib/resource'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

interface PriceRangeFilterProps {
  min: string | undefined
  max: string | undefined
  onChange: (range: { minPrice: string | undefined; maxPrice: string | undefined }) => void
}

/** A box's text → the bound to ask for: the amount read from it, or the text as typed with why not. */
function bound(text: string): { value: string | undefined; message?: string } {
  const typed = text.trim()
  if (!typed) return { value: undefined }
  const reading = readAmount(typed)
  return reading.ok ? { value: reading.value } : { value: typed, message: reading.message }
}

/**
 * From–to price, typed as people type amounts (`15`, `1,250.5`, `١٢٫٥`) and
 * applied on Enter or when leaving a box, shown then as the amount asked for
 * (`15.00`). A box that cannot be read says why, and its text is asked for as
 * typed: the list then shows the API's refusal instead of the rows of the
 * last range, which would not match what the box says.
 */
export function PriceRangeFilter({ min, max, onChange }: PriceRangeFilterProps) {
  const [from, setFrom] = useState(min ?? '')
  const [to, setTo] = useState(max ?? '')
  // The URL changed: take its values, unless it is the change these boxes just
  // made. That change is spent once it arrives, so coming back to the same
  // entry later (back then forward) shows the URL's values again.
  const [seen, setSeen] = useState([min, max])
  const [applied, setApplied] = useState<(string | undefined)[]>()
  if (seen[0] !== min || seen[1] !== max) {
    setSeen([min, max])
    setApplied(undefined)
    if (applied?.[0] !== min || applied?.[1] !== max) {
      setFrom(min ?? '')
      setTo(max ?? '')
    }
  }
  useFilterTag(
    'filter-price',
    min || max
      ? {
          label: m.priceUsd(),
          value: `${min ?? '…'} – ${max ?? '…'}`,
          clear: () => onChange({ minPrice: undefined, maxPrice: undefined }),
        }
      : undefined,
  )
  const low = bound(from)
  const high = bound(to)
  const refusal = low.message ?? high.message
  const message = refusal && say(refusal)
  const apply = () => {
    setFrom(low.value ?? '')
    setTo(high.value ?? '')
    const next = [low.value, high.value]
    if (next[0] === min && next[1] === max) return
    setApplied(next)
    onChange({ minPrice: next[0], maxPrice: next[1] })
  }
  const box = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    bad: boolean,
  ) => (
    <InputGroup
      id={id}
      aria-label={label}
      placeholder={label}
      inputMode="decimal"
      value={value}
      intent={bad ? 'danger' : 'none'}
      onValueChange={set}
      onBlur={apply}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
      style={{ width: 110 }}
    />
  )
  return (
    <FormGroup
      label={m.priceUsd()}
      labelFor="filter-min-price"
      intent={message ? 'danger' : 'none'}
      helperText={message}
      style={{ margin: 0 }}
    >
      <div style={{ display: 'flex', gap: 4 }}>
        {box('filter-min-price', m.minimumPrice(), from, setFrom, Boolean(low.message))}
        {box('filter-max-price', m.maximumPrice(), to, setTo, Boolean(high.message))}
      </div>
    </FormGroup>
  )
}
