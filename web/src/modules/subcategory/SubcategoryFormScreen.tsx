import { categoryResource, subcategoryResource } from 'contracts'
import {
  ImageField,
  NumberField,
  ReferenceField,
  ResourceForm,
  SwitchField,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import { subcategoryAffects } from './paths'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

const EMPTY = {
  categoryId: undefined,
  name: '',
  nameAr: '',
  imageUrl: '',
  sortOrder: 0,
  isActive: true,
}

const LABELS = {
  get categoryId() {
    return m.category()
  },
  get name() {
    return m.name()
  },
  get nameAr() {
    return m.nameAr()
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

/** Add and edit a sub-category; its category is picked by searching categories by name. */
export default function SubcategoryFormScreen() {
  const id = useIdParam('subCategoryId')
  const controller = useFormController(subcategoryResource, {
    id,
    empty: EMPTY,
    affects: subcategoryAffects,
  })
  return (
    <ResourceForm controller={controller} labels={LABELS}>
      <div className="resource-form-grid">
        <ReferenceField
          name="categoryId"
          label={LABELS.categoryId}
          resource={categoryResource}
          currentName={controller.record?.categoryName}
          required
        />
      </div>
      <div className="resource-form-grid">
        <TextField name="name" label={LABELS.name} required />
        <TextField name="nameAr" label={LABELS.nameAr} required arabic />
      </div>
      <ImageField name="imageUrl" />
      <div className="resource-form-grid">
        <NumberField name="sortOrder" label={LABELS.sortOrder} min={0} />
      </div>
      <SwitchField name="isActive" label={LABELS.isActive} />
    </ResourceForm>
  )
}
