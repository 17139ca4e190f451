import { InputGroup } from '@blueprintjs/core'
import { conversionRateResource, readDecimalText } from 'contracts'
import {
  DateTimeField,
  FieldFrame,
  NumberField,
  ResourceForm,
  useFormController,
  useIdParam,
  useTypedInput,
} from '../../lib/resource'
import { RATE_LABELS as LABELS, m } from './labels'
import { RateSentence } from './RateSentence'

const EMPTY = {
  pointsPerUsd: 1,
  usdPerPoint: '0.01',
  minRedeemPoints: 100,
  effectiveFrom: undefined,
}

/**
 * Add and edit a points rate; it says in words what the rate means as one
 * types. A new rate starts inactive: the list's Activate switches it on.
 */
export default function ConversionRateFormScreen() {
  const id = useIdParam('rateId')
  const controller = useFormController(conversionRateResource, {
    id,
    empty: EMPTY,
    nameOf: (values) => m.nameOf({ pointsPerUsd: String(values.pointsPerUsd ?? '') }),
  })
  return (
    <ResourceForm controller={controller} labels={LABELS}>
      <RateSentence />
      <div className="resource-form-grid">
        <NumberField name="pointsPerUsd" label={LABELS.pointsPerUsd} required min={0} max={1000} />
        <PointValueField />
        <NumberField name="minRedeemPoints" label={LABELS.minRedeemPoints} required min={0} />
        <DateTimeField name="effectiveFrom" label={LABELS.effectiveFrom} required />
      </div>
    </ResourceForm>
  )
}

/** USD a point is worth, typed as people type it (`0.01`, `٠٫٠١`), up to 4 decimals. */
function PointValueField() {
  const field = useTypedInput('usdPerPoint', {
    read: (text) => readDecimalText(text, 4),
    empty: '',
  })
  return (
    <FieldFrame
      {...field.frame}
      label={LABELS.usdPerPoint}
      required
      helperText={m.pointValueHelp()}
    >
      <InputGroup
        {...field.props}
        inputMode="decimal"
        placeholder="0.01"
        onValueChange={field.setText}
      />
    </FieldFrame>
  )
}
