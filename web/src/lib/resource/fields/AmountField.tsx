import { InputGroup, Tag } from '@blueprintjs/core'
import type { Reading } from 'contracts'
import type { ReactNode } from 'react'
import { useReadOnly } from '../form/readOnly'
import { FieldFrame } from './FieldFrame'
import { useTypedInput } from './useTypedInput'
import type { TypedInputOptions } from './useTypedInput'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/** What every amount field takes: MoneyField (dollars) and LbpField (pounds) alike. */
export interface AmountFieldProps {
  name: string
  label: string
  required?: boolean
  helperText?: ReactNode
  /** Focused when the form opens: the box a dialog's Enter confirms. */
  autoFocus?: boolean
}

/**
 * An amount in one currency, typed as people type it: the currency's tag
 * before the box, the text read on every keystroke (useTypedInput). MoneyField
 * and LbpField are this shape with their currency's reading and display.
 */
export function AmountField<V extends string | number>({
  name,
  label,
  required,
  helperText,
  autoFocus,
  currency,
  inputMode,
  placeholder,
  ...reading
}: AmountFieldProps &
  TypedInputOptions<V> & {
    read: (text: string) => Reading<V>
    currency: 'USD' | 'LBP'
    inputMode: 'decimal' | 'numeric'
    placeholder: string
  }) {
  const readOnly = useReadOnly()
  const field = useTypedInput(name, reading)
  return (
    <FieldFrame {...field.frame} label={label} helperText={helperText} required={required}>
      <InputGroup
        {...field.props}
        autoFocus={autoFocus}
        inputMode={inputMode}
        placeholder={placeholder}
        leftElement={
          readOnly ? undefined : (
            <Tag minimal>{currency === 'USD' ? m.currencyUsd() : m.currencyLbp()}</Tag>
          )
        }
        onValueChange={field.setText}
      />
    </FieldFrame>
  )
}
