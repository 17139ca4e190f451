import { DEFAULT_MAX_DELIVERY_MINUTES, branchResource } from 'contracts'
import {
  NumberField,
  ResourceForm,
  SwitchField,
  PhoneField,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import { BRANCH_LABELS as LABELS } from './labels'
import { MapLink } from './MapLink'
import { DEFAULT_HOURS, OpeningHoursField } from './OpeningHoursField'
import { branchAffects } from './paths'
import './branch.css'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

const EMPTY = {
  name: '',
  nameAr: '',
  phone: '',
  area: '',
  address: '',
  lat: undefined,
  lng: undefined,
  openingHours: DEFAULT_HOURS,
  deliveryRadiusKm: 5,
  preparationMinutes: 20,
  maxDeliveryMinutes: DEFAULT_MAX_DELIVERY_MINUTES,
  isActive: true,
  acceptingOrders: true,
}

/** Add and edit a branch (`/branch/add`, `/branch/:branchId/edit`), its week of opening hours included. */
export default function BranchFormScreen() {
  const id = useIdParam('branchId')
  const controller = useFormController(branchResource, { id, empty: EMPTY, affects: branchAffects })
  return (
    <ResourceForm controller={controller} labels={LABELS}>
      <div className="resource-form-grid">
        <TextField name="name" label={LABELS.name} required />
        <TextField name="nameAr" label={LABELS.nameAr} required arabic />
        <PhoneField name="phone" label={LABELS.phone} required helperText={m.phoneHelp()} />
        <TextField name="area" label={LABELS.area} required />
      </div>
      <TextField name="address" label={LABELS.address} required />
      <div className="resource-form-grid">
        <NumberField name="lat" label={LABELS.lat} required decimal min={-90} max={90} />
        <NumberField name="lng" label={LABELS.lng} required decimal min={-180} max={180} />
      </div>
      <MapLink />
      <div className="resource-form-grid">
        <NumberField
          name="deliveryRadiusKm"
          label={LABELS.deliveryRadiusKm}
          required
          decimal
          min={0}
          max={100}
        />
        <NumberField
          name="preparationMinutes"
          label={LABELS.preparationMinutes}
          required
          min={0}
          max={600}
        />
        <NumberField
          name="maxDeliveryMinutes"
          label={LABELS.maxDeliveryMinutes}
          required
          min={1}
          max={600}
          helperText={m.longestDeliveryHelp()}
        />
      </div>
      <SwitchField name="isActive" label={LABELS.isActive} />
      <SwitchField name="acceptingOrders" label={LABELS.acceptingOrders} />
      <OpeningHoursField label={LABELS.openingHours} />
    </ResourceForm>
  )
}
