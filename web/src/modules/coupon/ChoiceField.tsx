import { Radio, RadioGroup } from '@blueprintjs/core'
import { useField } from 'react-final-form'

interface ChoiceFieldProps {
  name: string
  label: string
  /** Each value and how it reads, in the order offered. */
  choices: Readonly<Record<string, string>>
  /** Runs after the choice changed (e.g. clear a field the new choice does not use). */
  onChosen?: (value: string) => void
}

/** One of a few values, as radio buttons in a row. */
export function ChoiceField({ name, label, choices, onChosen }: ChoiceFieldProps) {
  const { input } = useField<string>(name)
  return (
    <RadioGroup
      label={label}
      name={name}
      inline
      selectedValue={input.value}
      onChange={(e) => {
        input.onChange(e.currentTarget.value)
        onChosen?.(e.currentTarget.value)
      }}
    >
      {Object.entries(choices).map(([value, text]) => (
        <Radio key={value} value={value} label={text} />
      ))}
    </RadioGroup>
  )
}
