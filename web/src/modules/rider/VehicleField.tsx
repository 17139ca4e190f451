import { Radio, RadioGroup } from '@blueprintjs/core'
import { RIDER_VEHICLES } from 'contracts'
import { useField } from 'react-final-form'
import { FieldFrame, fieldError, fieldId } from '../../lib/resource'
import { vehicleLabel } from './labels'

/** How the rider gets around: one of the contract's vehicles, in a row. */
export function VehicleField({ label }: { label: string }) {
  const { input, meta } = useField<string>('vehicle')
  const id = fieldId('vehicle')
  return (
    <FieldFrame id={id} label={label} error={fieldError(meta)} required>
      <RadioGroup
        name={id}
        inline
        selectedValue={input.value}
        onChange={(e) => input.onChange(e.currentTarget.value)}
      >
        {RIDER_VEHICLES.map((v) => (
          <Radio key={v} id={`${id}-${v}`} value={v} label={vehicleLabel(v)} />
        ))}
      </RadioGroup>
    </FieldFrame>
  )
}
