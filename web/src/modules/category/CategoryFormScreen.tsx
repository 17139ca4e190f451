import { categoryResource } from 'contracts'
import {
  ImageField,
  NumberField,
  ResourceForm,
  SwitchField,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import { categoryAffects } from './paths'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

const EMPTY = { name: '', nameAr: '', description: '', imageUrl: '', sortOrder: 0, isActive: true }

export const CATEGORY_LABELS = {
  get name() {
    return m.name()
  },
  get nameAr() {
    return m.nameAr()
  },
  get description() {
    return m.description()
  },
  get imageUrl() {
    return m.image()
  },
  get sortOrder() {
    return m.sortOrder()
  },
  get isActive() {
    return m.active()
  },
}

/** Add and edit a category (`/category/add`, `/category/:categoryId/edit`). */
export default function CategoryFormScreen() {
  const id = useIdParam('categoryId')
  const controller = useFormController(categoryResource, {
    id,
    empty: EMPTY,
    affects: categoryAffects,
  })
  return (
    <ResourceForm controller={controller} labels={CATEGORY_LABELS}>
      <div className="resource-form-grid">
        <TextField name="name" label={CATEGORY_LABELS.name} required />
        <TextField name="nameAr" label={CATEGORY_LABELS.nameAr} required arabic />
      </div>
      <TextField name="description" label={CATEGORY_LABELS.description} multiline />
      <ImageField name="imageUrl" />
      <div className="resource-form-grid">
        <NumberField name="sortOrder" label={CATEGORY_LABELS.sortOrder} min={0} />
      </div>
      <SwitchField name="isActive" label={CATEGORY_LABELS.isActive} />
    </ResourceForm>
  )
}
