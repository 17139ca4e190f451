import type { Reading } from 'contracts'
import { useState } from 'react'
import { useField } from 'react-final-form'
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
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''
const shown = (value: unknown) => (isEmpty(value) ? '' : String(value))

/**
 * A field typed as people type it (DESIGN §7): the text is read on every
 * keystroke into the contract's value (`١٢٫٥` → "12.50", `03 123 456` →
 * "+9613123456"); what cannot be read stays in the form as typed, so the box
 * keeps it and the field says why in words, and Save waits. While the box has
 * focus it shows what was typed; once left, the value as it will be saved.
 * What was read (and an empty box) is then checked by the contract's schema,
 * with its messages ("Price is required", "Usage limit must be at least 1").
 */
export function useTypedInput<V extends string | number>(
  name: string,
  { read, empty }: TypedInputOptions<V>,
) {
  const [typing, setTyping] = useState<string | null>(null)
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
      value: typing ?? shown(input.value),
      onBlur: () => {
        setTyping(null)
        input.onBlur()
      },
      onFocus: () => {
        setTyping(shown(input.value))
        input.onFocus()
      },
      intent: error ? ('danger' as const) : ('none' as const),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': `${id}-message`,
    },
  }
}
