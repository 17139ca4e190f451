import { Classes } from '@blueprintjs/core'
import { sayEach } from '../../lib/i18n/sayEach'
import { COUPON_FULFILMENT_LABELS, COUPON_TARGET_LABELS, couponResource } from 'contracts'
import {
  DateTimeRangeField,
  NumberField,
  ResourceForm,
  SwitchField,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import { ChoiceField } from './ChoiceField'
import { CodeField } from './CodeField'
import { CouponOrders } from './CouponOrders'
import { CouponSentenceCallout } from './CouponSentenceCallout'
import { DiscountFields } from './DiscountFields'
import { HappyHourField } from './HappyHourField'
import { couponLabels, m } from './labels'
import './coupon.css'

const EMPTY = {
  code: '',
  description: '',
  discountType: 'percent',
  value: '',
  maxDiscount: null,
  minOrderTotal: '0.00',
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  appliesTo: 'order',
  fulfilment: 'any',
  happyHour: null,
  isActive: true,
}

/** Add and edit a coupon, with what it does in words above the form and, once used, its orders. */
export default function CouponFormScreen() {
  const id = useIdParam('couponId')
  const controller = useFormController(couponResource, {
    id,
    empty: EMPTY,
    nameOf: (values) => String(values.code ?? ''),
  })
  const usedCount = controller.record?.usedCount ?? 0
  const LABELS = couponLabels()
  return (
    <>
      <ResourceForm controller={controller} labels={LABELS}>
        <CouponSentenceCallout usedCount={usedCount} />
        <div className="resource-form-grid">
          <CodeField label={LABELS.code} />
          <TextField name="description" label={LABELS.description} />
        </div>
        <DiscountFields />
        <ChoiceField
          name="appliesTo"
          label={LABELS.appliesTo}
          choices={sayEach(COUPON_TARGET_LABELS)}
        />
        <ChoiceField
          name="fulfilment"
          label={LABELS.fulfilment}
          choices={sayEach(COUPON_FULFILMENT_LABELS)}
        />
        <DateTimeRangeField />
        <HappyHourField />
        <div className="resource-form-grid">
          <NumberField
            name="usageLimit"
            label={LABELS.usageLimit}
            min={1}
            nullable
            helperText={m.usageLimitHint()}
          />
          <NumberField
            name="perCustomerLimit"
            label={LABELS.perCustomerLimit}
            min={1}
            nullable
            helperText={m.perCustomerHint()}
          />
        </div>
        {controller.mode !== 'add' && (
          <p className={Classes.TEXT_MUTED}>{m.usedSoFar({ count: usedCount })}</p>
        )}
        <SwitchField name="firstOrderOnly" label={LABELS.firstOrderOnly} />
        <SwitchField name="isActive" label={LABELS.isActive} />
      </ResourceForm>
      {id !== undefined && controller.record && (
        <CouponOrders couponId={id} usedCount={usedCount} />
      )}
    </>
  )
}
