import { notificationResource } from 'contracts'
import type { NotificationAudienceSizes } from 'contracts'
import {
  ImageField,
  LinkTargetField,
  ResourceForm,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import type { FormValues } from '../../lib/resource'
import { AudienceField, useAudienceSizes } from './AudienceField'
import { customersCount } from './audienceInWords'
import { PHONE_SHOWS, PhoneLimitHint } from './PhoneLimitHint'
import { PhonePreview } from './PhonePreview'
import { ScheduleField } from './ScheduleField'
import { useSendConfirmation } from './useSendConfirmation'
import './notification.css'
import { m } from './words'

const EMPTY = {
  title: '',
  titleAr: '',
  body: '',
  bodyAr: '',
  imageUrl: '',
  audience: 'all',
  segment: null,
  customerIds: [],
  linkType: 'none',
  linkTargetId: null,
  linkUrl: '',
  scheduledAt: null,
}

/** How many customers the form's audience reaches now, when known. */
function audienceSize(values: FormValues, sizes: NotificationAudienceSizes | undefined) {
  if (values.audience === 'customers') return (values.customerIds as number[]).length
  if (values.audience === 'segment') {
    return sizes?.segments[values.segment as keyof NotificationAudienceSizes['segments']]
  }
  return sizes?.all
}

/**
 * Compose a push notification beside its phone preview; send it now (asked first) or
 * schedule it (`/notification/add`). A sent or scheduled one is read at `/notification/:id`.
 */
export default function NotificationFormScreen() {
  const id = useIdParam('notificationId')
  const base = useFormController(notificationResource, {
    id,
    empty: EMPTY,
    nameOf: (values) => String(values.title ?? ''),
  })
  const sizes = useAudienceSizes()
  const confirmation = useSendConfirmation()
  const controller = {
    ...base,
    save: async (values: FormValues) => {
      // Final-form calls this only once the values are valid.
      if (values.scheduledAt === null) {
        const size = audienceSize(values, sizes)
        const who = size === undefined ? m.thisAudience() : customersCount(size)
        if (!(await confirmation.ask(m.sendTo({ who })))) return { ok: false as const, errors: {} }
      }
      return base.save(values)
    },
  }
  return (
    <>
      <ResourceForm
        controller={controller}
        title={id === undefined ? m.newPushNotification() : undefined}
      >
        <div className="notification-compose">
          <div>
            <TextField
              name="title"
              label={m.titleLabel()}
              required
              helperText={<PhoneLimitHint name="title" limit={PHONE_SHOWS.title} />}
            />
            <TextField name="titleAr" label={m.arabicTitle()} required arabic />
            <TextField
              name="body"
              label={m.message()}
              required
              multiline
              helperText={<PhoneLimitHint name="body" limit={PHONE_SHOWS.body} />}
            />
            <TextField name="bodyAr" label={m.arabicMessage()} required multiline arabic />
            <ImageField name="imageUrl" label={m.image()} />
            <LinkTargetField label={m.opens()} />
            <AudienceField sizes={sizes} />
            <ScheduleField />
          </div>
          <PhonePreview appName={m.appName()} />
        </div>
      </ResourceForm>
      {confirmation.dialog}
    </>
  )
}
