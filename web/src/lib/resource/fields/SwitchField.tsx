import { Switch } from '@blueprintjs/core'
import { useField } from 'react-final-form'

/** An on/off field (active, available, required). */
export function SwitchField({ name, label }: { name: string; label: string }) {
  const { input } = useField<boolean>(name, { type: 'checkbox' })
  return (
    <Switch
      name={name}
      label={label}
      checked={Boolean(input.checked)}
      onChange={(e) => input.onChange(e.currentTarget.checked)}
    />
  )
}
