import { deliveryChargeResource } from 'contracts'
import {
  MoneyField,
  NumberField,
  ReferenceField,
  ResourceForm,
  SwitchField,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import { DELIVERY_CHARGE_LABELS as LABELS, m } from './labels'
import { branchChoices, recordBranchLabel } from '../../lib/branches'

const EMPTY = {
  branchId: undefined,
  area: '',
  areaAr: '',
  charge: '',
  minimumOrder: '0.00',
  freeDeliveryAbove: null,
  estimatedMinutes: 30,
  isActive: true,
}

/** Add and edit what delivering to one area from one branch costs. */
export default function DeliveryChargeFormScreen() {
  const id = useIdParam('deliveryChargeId')
  const controller = useFormController(deliveryChargeResource, {
    id,
    empty: EMPTY,
    nameOf: (values) => String(values.area ?? ''),
  })
  return (
    <ResourceForm controller={controller} labels={LABELS}>
      <div className="resource-form-grid">
        <ReferenceField
          name="branchId"
          label={LABELS.branchId}
          resource={branchChoices}
          currentName={controller.record && recordBranchLabel(controller.record)}
          required
        />
      </div>
      <div className="resource-form-grid">
        <TextField name="area" label={LABELS.area} required />
        <TextField name="areaAr" label={LABELS.areaAr} required arabic />
        <MoneyField name="charge" label={LABELS.charge} required />
        <MoneyField name="minimumOrder" label={LABELS.minimumOrder} required />
        <MoneyField
          name="freeDeliveryAbove"
          label={LABELS.freeDeliveryAbove}
          nullable
          helperText={m.freeDeliveryHelp()}
        />
        <NumberField
          name="estimatedMinutes"
          label={m.estimatedMinutesField()}
          required
          min={1}
          max={240}
        />
      </div>
      <SwitchField name="isActive" label={LABELS.isActive} />
    </ResourceForm>
  )
}
