import { conversionRateResource } from 'contracts'
import {
  DateTimeField,
  NumberField,
  ResourceForm,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import { RATE_LABELS as LABELS } from './labels'
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
    nameOf: (values) => `${String(values.pointsPerUsd ?? '')} points per USD`,
  })
  return (
    <ResourceForm controller={controller} labels={LABELS}>
      <RateSentence />
      <div className="resource-form-grid">
        <NumberField name="pointsPerUsd" label={LABELS.pointsPerUsd} required min={0} max={1000} />
        <TextField
          name="usdPerPoint"
          label={LABELS.usdPerPoint}
          required
          placeholder="0.01"
          helperText="What one point is worth when redeemed, up to 4 decimals."
        />
        <NumberField name="minRedeemPoints" label={LABELS.minRedeemPoints} required min={0} />
        <DateTimeField name="effectiveFrom" label={LABELS.effectiveFrom} required />
      </div>
    </ResourceForm>
  )
}
