import { InputGroup, Tag } from '@blueprintjs/core'
import { DISCOUNT_TYPE_LABELS, readAmount, readPercent } from 'contracts'
import { useField, useForm } from 'react-final-form'
import { FieldFrame, MoneyField, useTypedInput } from '../../lib/resource'
import { ChoiceField } from './ChoiceField'
import { couponLabels, m } from './labels'
import { sayEach } from '../../lib/i18n/sayEach'

/**
 * Percent or fixed amount, its value (`15` → 15.00 %, or USD, typed as people type them), and the cap of a percentage;
 * choosing a fixed amount clears the cap (only a percentage has one).
 */
export function DiscountFields() {
  const form = useForm()
  const { input: type } = useField<string>('discountType', { subscription: { value: true } })
  const percent = type.value === 'percent'
  const label = percent ? m.percentageOff() : m.amountOff()
  const LABELS = couponLabels()
  const value = useTypedInput('value', { read: percent ? readPercent : readAmount, empty: '' })
  return (
    <>
      <ChoiceField
        name="discountType"
        label={LABELS.discountType}
        choices={sayEach(DISCOUNT_TYPE_LABELS)}
        onChosen={(v) => v === 'fixed' && form.change('maxDiscount', null)}
      />
      <div className="resource-form-grid">
        <FieldFrame
          {...value.frame}
          label={label}
          required
          helperText={percent ? m.percentHint() : m.amountHint()}
        >
          <InputGroup
            {...value.props}
            inputMode="decimal"
            placeholder="0.00"
            rightElement={<Tag minimal>{percent ? '%' : m.currencyUsd()}</Tag>}
            onValueChange={value.setText}
          />
        </FieldFrame>
        {percent && (
          <MoneyField
            name="maxDiscount"
            label={LABELS.maxDiscount}
            nullable
            helperText={m.noCapHint()}
          />
        )}
        <MoneyField
          name="minOrderTotal"
          label={LABELS.minOrderTotal}
          required
          helperText={m.anyOrderHint()}
        />
      </div>
    </>
  )
}
