import { useFormState } from 'react-final-form'
import { isLoadableImage } from '../../lib/resource/table/cells'
import { PHONE_SHOWS, cutForPhone } from './PhoneLimitHint'
import { m } from './words'

interface Draft {
  title?: string
  body?: string
  imageUrl?: string
  scheduledAt?: string | null
}

/** The notification as a phone's lock screen shows it, following the form as one types. */
export function PhonePreview({ appName }: { appName: string }) {
  const { values } = useFormState<Draft>({ subscription: { values: true } })
  const title = values.title?.trim() || m.previewTitle()
  const body = values.body?.trim() || m.previewBody()
  const image = values.imageUrl && isLoadableImage(values.imageUrl) ? values.imageUrl : undefined
  return (
    <figure className="phone-preview" aria-label={m.previewLabel()}>
      <div className="phone-preview-screen">
        <div className="phone-preview-clock" aria-hidden>
          9:41
        </div>
        <div className="phone-preview-card" data-testid="phone-preview">
          <div className="phone-preview-app">
            <span className="phone-preview-icon" aria-hidden />
            <span>{appName}</span>
            <span className="phone-preview-when">{values.scheduledAt ? m.later() : m.now()}</span>
          </div>
          <div className="phone-preview-body">
            <div>
              <strong className="phone-preview-title">
                {cutForPhone(title, PHONE_SHOWS.title)}
              </strong>
              <p className="phone-preview-text">{cutForPhone(body, PHONE_SHOWS.body)}</p>
            </div>
            {image && <img className="phone-preview-image" src={image} alt="" />}
          </div>
        </div>
      </div>
      <figcaption>{m.asPhoneShows()}</figcaption>
    </figure>
  )
}
