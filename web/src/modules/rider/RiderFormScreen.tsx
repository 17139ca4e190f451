import { riderResource } from 'contracts'
import {
  PhoneField,
  ReferenceField,
  ResourceForm,
  SwitchField,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import { m, riderLabels } from './labels'
import { RiderDesk } from './RiderDesk'
import { VehicleField } from './VehicleField'
import './rider.css'
import { branchChoices, recordBranchLabel } from '../../lib/branches'

const EMPTY = {
  name: '',
  phone: '',
  branchId: undefined,
  vehicle: 'motorbike',
  isActive: true,
}

/**
 * Add and edit a rider; at `/rider/:id` their read view. A saved rider's
 * screen also shows their day: shift, orders on the road, deliveries, cash
 * held, settlements and "Settle cash" (RiderDesk).
 */
export default function RiderFormScreen() {
  const id = useIdParam('riderId')
  const controller = useFormController(riderResource, {
    id,
    empty: EMPTY,
    nameOf: (values) => String(values.name ?? ''),
  })
  const LABELS = riderLabels()
  return (
    <>
      <ResourceForm controller={controller} labels={LABELS}>
        <div className="resource-form-grid">
          <TextField name="name" label={LABELS.name} required />
          <PhoneField name="phone" label={LABELS.phone} required helperText={m.phoneHelp()} />
          <ReferenceField
            name="branchId"
            label={LABELS.branchId}
            resource={branchChoices}
            currentName={controller.record && recordBranchLabel(controller.record)}
            required
          />
        </div>
        <VehicleField label={LABELS.vehicle} />
        <SwitchField name="isActive" label={LABELS.isActive} />
      </ResourceForm>
      {controller.record && <RiderDesk rider={controller.record} />}
    </>
  )
}
