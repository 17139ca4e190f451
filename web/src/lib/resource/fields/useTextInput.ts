import { useField } from 'react-final-form'
import type { UseFieldConfig } from 'react-final-form'
import { fieldId } from './FieldFrame'
import { fieldError } from './fieldError'

/**
 * A form field typed into a text input: what its FieldFrame needs (the id and
 * the message to show) and the props every such input takes (its text, focus,
 * error look, the message that describes it). `parse`/`format` turn the
 * field's value to and from that text.
 */
export function useTextInput(name: string, config?: UseFieldConfig) {
  const { input, meta } = useField<string | undefined>(name, config)
  const error = fieldError(meta)
  const id = fieldId(name)
  return {
    frame: { id, error },
    setText: (text: string) => input.onChange(text),
    props: {
      id,
      name,
      value: input.value ?? '',
      onBlur: input.onBlur,
      onFocus: input.onFocus,
      intent: error ? ('danger' as const) : ('none' as const),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': `${id}-message`,
    },
  }
}
