import { productResource, subcategoryResource } from 'contracts'
import type { Product } from 'contracts'
import { useField } from 'react-final-form'
import {
  ImageField,
  MoneyField,
  NumberField,
  ReferenceField,
  ResourceForm,
  SwitchField,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import { BranchesField } from '../../lib/branches'
import { OptionGroupsField } from './OptionGroupsField'
import { productAffects } from './paths'
import { priceJumpQuestion } from './priceJumps'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

const EMPTY = {
  subCategoryId: undefined,
  name: '',
  nameAr: '',
  description: '',
  descriptionAr: '',
  price: '',
  compareAtPrice: null,
  imageUrl: '',
  isAvailable: true,
  isFeatured: false,
  preparationMinutes: 15,
  branchIds: [],
  optionGroups: [],
  sortOrder: 0,
}

const LABELS = {
  get subCategoryId() {
    return m.subcategory()
  },
  get name() {
    return m.name()
  },
  get nameAr() {
    return m.nameAr()
  },
  get description() {
    return m.description()
  },
  get descriptionAr() {
    return m.descriptionAr()
  },
  get price() {
    return m.price()
  },
  get compareAtPrice() {
    return m.compareAtPrice()
  },
  get imageUrl() {
    return m.image()
  },
  get isAvailable() {
    return m.available()
  },
  get isFeatured() {
    return m.featured()
  },
  get preparationMinutes() {
    return m.preparationTime()
  },
  get branchIds() {
    return m.branches()
  },
  get optionGroups() {
    return m.optionGroups()
  },
  get sortOrder() {
    return m.sortOrder()
  },
}

/** One screen adds and edits a product (`/product/add`, `/:productId/edit` and `/edit-y`). */
export default function ProductFormScreen() {
  const id = useIdParam('productId')
  const controller = useFormController(productResource, {
    id,
    empty: EMPTY,
    affects: productAffects,
  })
  const record = controller.record
  return (
    <ResourceForm controller={controller} labels={LABELS} confirmSave={priceJumpQuestion}>
      <div className="resource-form-grid">
        <SubcategoryField record={record} />
      </div>
      <div className="resource-form-grid">
        <TextField name="name" label={LABELS.name} required />
        <TextField name="nameAr" label={LABELS.nameAr} required arabic />
        <TextField name="description" label={LABELS.description} multiline />
        <TextField name="descriptionAr" label={LABELS.descriptionAr} multiline arabic />
        <MoneyField name="price" label={LABELS.price} required />
        <MoneyField
          name="compareAtPrice"
          label={LABELS.compareAtPrice}
          nullable
          helperText={m.compareAtPriceHelp()}
        />
        <NumberField name="preparationMinutes" label={m.preparationMinutes()} min={0} />
        <NumberField name="sortOrder" label={LABELS.sortOrder} min={0} />
      </div>
      <ImageField name="imageUrl" />
      <SwitchField name="isAvailable" label={LABELS.isAvailable} />
      <SwitchField name="isFeatured" label={LABELS.isFeatured} />
      <BranchesField name="branchIds" label={LABELS.branchIds} />
      <OptionGroupsField />
    </ResourceForm>
  )
}

/**
 * The sub-category, with its category as a hint while it is the saved one:
 * the saved record only knows the category of its own sub-category.
 */
function SubcategoryField({ record }: { record: Product | undefined }) {
  const { input } = useField<number | undefined>('subCategoryId', { subscription: { value: true } })
  const saved = record !== undefined && input.value === record.subCategoryId
  return (
    <ReferenceField
      name="subCategoryId"
      label={LABELS.subCategoryId}
      resource={subcategoryResource}
      currentName={record?.subCategoryName}
      helperText={saved ? m.inCategory({ category: record.categoryName }) : undefined}
      required
    />
  )
}
