import { FormGroup, InputGroup } from '@blueprintjs/core'
import { productFiltersSchema } from 'contracts'
import { useState } from 'react'
import { useFilterTag } from '../../lib/resource'

interface PriceRangeFilterProps {
  min: string | undefined
  max: string | undefined
  onChange: (range: { minPrice: string | undefined; maxPrice: string | undefined }) => void
}

const problem = (key: 'minPrice' | 'maxPrice', text: string) => {
  if (!text) return undefined
  const result = productFiltersSchema.shape[key].safeParse(text)
  return result.success ? undefined : result.error.issues[0]?.message
}

/** From–to price, applied on Enter or when leaving a box, checked by the contract's filter schema. */
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
          label: 'Price (USD)',
          value: `${min ?? '…'} – ${max ?? '…'}`,
          clear: () => onChange({ minPrice: undefined, maxPrice: undefined }),
        }
      : undefined,
  )
  const errors = [problem('minPrice', from), problem('maxPrice', to)].filter(Boolean)
  const apply = () => {
    if (errors.length) return
    const next = [from || undefined, to || undefined]
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
      label="Price (USD)"
      labelFor="filter-min-price"
      intent={errors.length ? 'danger' : 'none'}
      helperText={errors[0]}
      style={{ margin: 0 }}
    >
      <div style={{ display: 'flex', gap: 4 }}>
        {box(
          'filter-min-price',
          'Minimum price',
          from,
          setFrom,
          Boolean(problem('minPrice', from)),
        )}
        {box('filter-max-price', 'Maximum price', to, setTo, Boolean(problem('maxPrice', to)))}
      </div>
    </FormGroup>
  )
}
