import { BANNER_IMAGE_SIZE, bannerResource } from 'contracts'
import { useState } from 'react'
import {
  DateTimeRangeField,
  ImageField,
  LinkTargetField,
  NumberField,
  ResourceForm,
  SwitchField,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import { messages } from '../../lib/i18n'
import { BannerBranchesField } from './BannerBranchesField'
import en from './messages.en.json'

const HOUR_MS = 60 * 60 * 1000

/** A new banner: no link, starting at the next full hour, without an end, in every branch. */
const emptyBanner = (now: number) => ({
  title: '',
  titleAr: '',
  imageUrl: '',
  linkType: 'none',
  linkTargetId: null,
  linkUrl: '',
  startsAt: new Date(Math.ceil(now / HOUR_MS) * HOUR_MS).toISOString(),
  endsAt: null,
  sortOrder: 0,
  isActive: true,
  branchIds: [],
})

const m = messages(en)

const LABELS = {
  get title() {
    return m.title()
  },
  get titleAr() {
    return m.titleAr()
  },
  get imageUrl() {
    return m.imageUrl()
  },
  get linkType() {
    return m.linkType()
  },
  get linkTargetId() {
    return m.linkTargetId()
  },
  get linkUrl() {
    return m.linkUrl()
  },
  get startsAt() {
    return m.startsAt()
  },
  get endsAt() {
    return m.endsAt()
  },
  get sortOrder() {
    return m.sortOrder()
  },
  get isActive() {
    return m.isActive()
  },
  get branchIds() {
    return m.branchIds()
  },
}

/** Add and edit a home-screen banner (`/banner/add`, `/banner/:bannerId/edit`). */
export default function BannerFormScreen() {
  const id = useIdParam('bannerId')
  const [empty] = useState(() => emptyBanner(Date.now()))
  const controller = useFormController(bannerResource, {
    id,
    empty,
    nameOf: (v) => String(v.title ?? ''),
  })
  return (
    <ResourceForm controller={controller} labels={LABELS}>
      <ImageField name="imageUrl" shownAt={BANNER_IMAGE_SIZE} />
      <div className="resource-form-grid">
        <TextField name="title" label={LABELS.title} required />
        <TextField name="titleAr" label={LABELS.titleAr} required arabic />
      </div>
      <LinkTargetField label={LABELS.linkType} currentName={controller.record?.linkTargetName} />
      <DateTimeRangeField endOptional />
      <div className="resource-form-grid">
        <NumberField
          name="sortOrder"
          label={LABELS.sortOrder}
          min={0}
          helperText={m.sortOrderHelp()}
        />
      </div>
      <SwitchField name="isActive" label={LABELS.isActive} />
      <BannerBranchesField label={LABELS.branchIds} />
    </ResourceForm>
  )
}
