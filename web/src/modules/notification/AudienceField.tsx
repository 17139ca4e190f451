import { HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core'
import { CUSTOMER_SEGMENTS, CUSTOMER_SEGMENT_LABELS, notificationAudienceRoutes } from 'contracts'
import type { NotificationAudience, NotificationAudienceSizes } from 'contracts'
import { useField } from 'react-final-form'
import { FieldFrame, fieldError, fieldId } from '../../lib/resource'
import { customersCount } from './audienceInWords'
import { CustomerPicker } from './CustomerPicker'
import { useApi } from '../../lib/api'

/** The sizes of the audiences now (the server counts them), while the composer is open. */
export function useAudienceSizes(): NotificationAudienceSizes | undefined {
  return useApi(notificationAudienceRoutes.countNotificationAudiences).data?.Data
}

const sized = (text: string, size: number | undefined) =>
  size === undefined ? text : `${text} — ${customersCount(size)}`

/** Everyone, a segment (with its size), or customers picked by name or phone. */
export function AudienceField({ sizes }: { sizes: NotificationAudienceSizes | undefined }) {
  const { input } = useField<NotificationAudience>('audience')
  const { input: segment, meta: segmentMeta } = useField<string | null>('segment', {
    allowNull: true,
  })
  const segmentId = fieldId('segment')
  const segmentError = fieldError(segmentMeta)
  return (
    <>
      <RadioGroup
        label="Audience"
        name="audience"
        selectedValue={input.value}
        onChange={(e) => input.onChange(e.currentTarget.value)}
      >
        <Radio value="all" label={sized('All customers', sizes?.all)} />
        <Radio value="segment" label="A segment" />
        <Radio value="customers" label="Chosen customers" />
      </RadioGroup>
      {input.value === 'segment' && (
        <FieldFrame id={segmentId} label="Segment" error={segmentError} required>
          <HTMLSelect
            id={segmentId}
            value={segment.value ?? ''}
            onChange={(e) => segment.onChange(e.currentTarget.value || null)}
            options={[
              { value: '', label: 'Choose a segment…' },
              ...CUSTOMER_SEGMENTS.map((s) => ({
                value: s,
                label: sized(CUSTOMER_SEGMENT_LABELS[s], sizes?.segments[s]),
              })),
            ]}
          />
        </FieldFrame>
      )}
      {input.value === 'customers' && <CustomerPicker />}
    </>
  )
}
