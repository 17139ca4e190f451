import { rejectionResource } from 'contracts'
import {
  NumberField,
  ResourceForm,
  SwitchField,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import { REJECTION_LABELS as LABELS } from './labels'

const EMPTY = { text: '', textAr: '', isActive: true, sortOrder: 0 }

/** Add and edit a rejection reason (`/rejection/add`, `/rejection/:rejectionId/edit`). */
export default function RejectionFormScreen() {
  const id = useIdParam('rejectionId')
  const controller = useFormController(rejectionResource, {
    id,
    empty: EMPTY,
    nameOf: (values) => String(values.text ?? ''),
  })
  return (
    <ResourceForm controller={controller} labels={LABELS}>
      <div className="resource-form-grid">
        <TextField name="text" label={LABELS.text} required />
        <TextField name="textAr" label={LABELS.textAr} required arabic />
        <NumberField name="sortOrder" label={LABELS.sortOrder} min={0} />
      </div>
      <SwitchField name="isActive" label={LABELS.isActive} />
    </ResourceForm>
  )
}
