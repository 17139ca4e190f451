import { FormGroup, HTMLSelect } from '@blueprintjs/core'
import {
  categoryResource,
  LINK_TYPE_LABELS,
  LINK_TYPES,
  productResource,
  subcategoryResource,
} from 'contracts'
import type { LinkType } from 'contracts'
import { useField, useForm } from 'react-final-form'
import { fieldId } from '../fields/FieldFrame'
import { TextField } from '../fields/TextField'
import { ReferenceField } from '../reference/ReferenceField'
import { messages, say } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

const TARGETS = {
  product: { resource: productResource, label: m.product },
  category: { resource: categoryResource, label: m.category },
  subcategory: { resource: subcategoryResource, label: m.subcategory },
} as const

interface LinkTargetFieldProps {
  /** What tapping opens: "Link" by default. */
  label?: string
  /** The saved target's name (the record's `linkTargetName`), shown until another is picked. */
  currentName?: string | undefined
}

/**
 * Where tapping a banner or a notification takes the customer: nothing, a
 * product, a category or a sub-category picked by name (the reference
 * inputs), or an https address. The form fields are the contract's
 * `linkType`, `linkTargetId` and `linkUrl`; changing the kind clears the
 * target, so a product id never travels as a category.
 */
export function LinkTargetField({ label = m.link(), currentName }: LinkTargetFieldProps) {
  const form = useForm()
  const { input } = useField<LinkType>('linkType', { subscription: { value: true } })
  const type: LinkType = input.value || 'none'
  const id = fieldId('linkType')
  const target = type === 'none' || type === 'url' ? undefined : TARGETS[type]
  const initialType = form.getState().initialValues?.linkType as LinkType | undefined
  return (
    <div className="resource-form-grid">
      <FormGroup label={label} labelFor={id} helperText={m.linkHelp()}>
        <HTMLSelect
          id={id}
          value={type}
          onChange={(e) => {
            form.batch(() => {
              form.change('linkType', e.currentTarget.value as LinkType)
              form.change('linkTargetId', null)
              form.change('linkUrl', '')
            })
          }}
          options={LINK_TYPES.map((t) => ({ value: t, label: say(LINK_TYPE_LABELS[t]) }))}
        />
      </FormGroup>
      {target && (
        <ReferenceField
          key={type}
          name="linkTargetId"
          label={target.label()}
          resource={target.resource}
          currentName={type === initialType ? currentName : undefined}
          required
        />
      )}
      {type === 'url' && (
        <TextField
          name="linkUrl"
          label={m.webAddress()}
          required
          placeholder="https://"
          helperText={m.webAddressHelp()}
        />
      )}
    </div>
  )
}
