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
  subCategoryId: 'Sub-category',
  name: 'Name',
  nameAr: 'Arabic name',
  description: 'Description',
  descriptionAr: 'Arabic description',
  price: 'Price',
  compareAtPrice: 'Compare-at price',
  imageUrl: 'Image',
  isAvailable: 'Available',
  isFeatured: 'Featured',
  preparationMinutes: 'Preparation time',
  branchIds: 'Branches',
  optionGroups: 'Option groups',
  sortOrder: 'Sort order',
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
          helperText="The struck-through “was” price; leave empty for none."
        />
        <NumberField
          name="preparationMinutes"
          label={`${LABELS.preparationMinutes} (minutes)`}
          min={0}
        />
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
      helperText={saved ? `In ${record.categoryName}` : undefined}
      required
    />
  )
}
