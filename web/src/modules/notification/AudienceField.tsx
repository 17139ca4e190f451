import { HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core'
import { CUSTOMER_SEGMENTS, CUSTOMER_SEGMENT_LABELS, notificationAudienceRoutes } from 'contracts'
import type { NotificationAudience, NotificationAudienceSizes } from 'contracts'
import { useField } from 'react-final-form'
import { FieldFrame, fieldError, fieldId } from '../../lib/resource'
import { customersCount } from './audienceInWords'
import { CustomerPicker } from './CustomerPicker'
import { useApi } from '../../lib/api'
import { say } from '../../lib/i18n'
import { m } from './words'

/** The sizes of the audiences now (the server counts them), while the composer is open. */
export function useAudienceSizes(): NotificationAudienceSizes | undefined {
  return useApi(notificationAudienceRoutes.countNotificationAudiences).data?.Data
}

const sized = (text: string, size: number | undefined) =>
  size === undefined ? text : m.sized({ text, size: customersCount(size) })

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
        label={m.audience()}
        name="audience"
        selectedValue={input.value}
        onChange={(e) => input.onChange(e.currentTarget.value)}
      >
        <Radio value="all" label={sized(m.allCustomers(), sizes?.all)} />
        <Radio value="segment" label={m.aSegment()} />
        <Radio value="customers" label={m.chosenCustomersChoice()} />
      </RadioGroup>
      {input.value === 'segment' && (
        <FieldFrame id={segmentId} label={m.segment()} error={segmentError} required>
          <HTMLSelect
            id={segmentId}
            value={segment.value ?? ''}
            onChange={(e) => segment.onChange(e.currentTarget.value || null)}
            options={[
              { value: '', label: m.chooseSegment() },
              ...CUSTOMER_SEGMENTS.map((s) => ({
                value: s,
                label: sized(say(CUSTOMER_SEGMENT_LABELS[s]), sizes?.segments[s]),
              })),
            ]}
          />
        </FieldFrame>
      )}
      {input.value === 'customers' && <CustomerPicker />}
    </>
  )
}
