import type { Reading } from 'contracts'
import { useState } from 'react'
import { useField } from 'react-final-form'
import { useReadOnly } from '../form/readOnly'
import { fieldId } from './FieldFrame'
import { fieldError } from './fieldError'

export interface TypedInputOptions<V> {
  /** Text as typed → the value the contract takes, or why not (contracts/src/input.ts). */
  read: (text: string) => Reading<V>
  /**
   * What an empty box holds: null for "none" (nullable fields) and for required
   * numbers (the contract then says "… is required" in its words, where
   * undefined would take its default), '' for required text, by default undefined.
   */
  empty?: null | '' | undefined
  /** How a saved value reads in a read view ("$1,250.50", "+961 3 382 138"); as saved by default. */
  display?: (value: V) => string
  /**
   * An editable box once left shows `display`'s form too, not the saved one:
   * for a value whose read form `read` takes back as it is (a phone grouped
   * "+961 3 123 456" rather than "+9613123456").
   */
  displayWhenLeft?: boolean
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''
const shown = (value: unknown) => (isEmpty(value) ? '' : String(value))

/**
 * A field typed as people type it (docs/requirements.md#everyday-use): the text is read on every
 * keystroke into the contract's value (`١٢٫٥` → "12.50", `03 123 456` →
 * "+9613123456"); what cannot be read stays in the form as typed, so the box
 * keeps it and the field says why in words, and Save waits. While the box has
 * focus it shows what was typed; once left, the value as it will be saved.
 * What was read (and an empty box) is then checked by the contract's schema,
 * with its messages ("Price is required", "Usage limit must be at least 1").
 * A read view shows the saved value as people read it (`display`).
 */
export function useTypedInput<V extends string | number>(
  name: string,
  { read, empty, display, displayWhenLeft }: TypedInputOptions<V>,
) {
  const [typing, setTyping] = useState<string | null>(null)
  const readOnly = useReadOnly()
  const { input, meta } = useField<unknown>(name, {
    parse: (value: unknown) => value,
    format: (value: unknown) => value,
    allowNull: true,
    validate: (value: unknown) => {
      // Empty or read: the contract's schema (the form's validation) has the last word.
      if (isEmpty(value) || typeof value !== 'string') return undefined
      const reading = read(value)
      return reading.ok ? undefined : reading.message
    },
  })
  const error = fieldError(meta)
  const id = fieldId(name)
  /** The value in an editable box: `display`'s form when asked and it reads back, else as saved. */
  const inBox = () => {
    const value = input.value
    const tidy = displayWhenLeft && display && !isEmpty(value)
    return tidy && (typeof value !== 'string' || read(value).ok)
      ? display(value as V)
      : shown(value)
  }
  const setText = (text: string) => {
    setTyping(text)
    if (text.trim() === '') return input.onChange(empty)
    const reading = read(text)
    input.onChange(reading.ok ? reading.value : text)
  }
  return {
    frame: { id, error },
    setText,
    props: {
      id,
      name,
      value:
        typing ??
        (readOnly && display && !isEmpty(input.value) ? display(input.value as V) : inBox()),
      onBlur: () => {
        setTyping(null)
        input.onBlur()
      },
      onFocus: () => {
        setTyping(inBox())
        input.onFocus()
      },
      intent: error ? ('danger' as const) : ('none' as const),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': `${id}-message`,
    },
  }
}
