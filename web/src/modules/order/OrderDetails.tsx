import { Card, H4 } from '@blueprintjs/core'
import { KITCHEN_NOTE_LABEL, formatPhone } from 'contracts'
import type { Order } from 'contracts'
import { formatDateTime } from '../../lib/dates'
import { Facts } from './Facts'
import { fulfilmentLabel, paymentMethodLabel, paymentStatusLabel } from '../../lib/orders'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'
import { recordBranchLabel } from '../../lib/branches'

const m = messages(en)

const when = (at: string | null) => (at ? formatDateTime(at) : null)

/** Where and when: branch, fulfilment, the times, payment and what closed the order. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <Card compact>
      <H4>{m.order()}</H4>
      <Facts
        facts={[
          [m.branch(), recordBranchLabel(order)],
          [m.fulfilment(), fulfilmentLabel(order.fulfilment)],
          [
            m.taken(),
            order.source === 'phone'
              ? order.placedBy
                ? m.byPhoneBy({ name: order.placedBy.name })
                : m.byPhone()
              : null,
          ],
          [m.created(), formatDateTime(order.createdAt)],
          [m.scheduledFor(), when(order.scheduledFor)],
          [m.estimatedReady(), when(order.estimatedReadyAt)],
          [
            order.fulfilment === 'delivery' ? m.promisedDoor() : m.promisedReady(),
            when(order.promisedAt),
          ],
          [
            m.payment(),
            m.paymentValue({
              method: paymentMethodLabel(order.paymentMethod),
              status: paymentStatusLabel(order.paymentStatus).toLowerCase(),
            }),
          ],
          [m.rejectionReason(), order.status === 'rejected' ? order.rejectionNote : null],
          [m.cancellationNote(), order.status === 'cancelled' ? order.cancellationNote : null],
        ]}
      />
    </Card>
  )
}

/** An OpenStreetMap page centred on a point, opened in a new tab. */
const mapUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`

/** Who ordered, how to call them, what they asked for, and where it goes. */
export function OrderCustomer({ order }: { order: Order }) {
  const { customer, address } = order
  return (
    <Card compact>
      <H4>{m.customer()}</H4>
      <Facts
        facts={[
          [m.name(), customer.name],
          [
            m.phone(),
            <a href={`tel:${customer.phone}`} dir="ltr">
              {formatPhone(customer.phone)}
            </a>,
          ],
          [say(KITCHEN_NOTE_LABEL), order.customerNote],
        ]}
      />
      {address && (
        <>
          <H4>{m.deliveryAddress()}</H4>
          <Facts
            facts={[
              [m.area(), address.area],
              [m.street(), address.street],
              [m.building(), address.building],
              [m.floor(), address.floor],
              [m.notes(), address.notes],
              [
                m.map(),
                address.lat !== null && address.lng !== null ? (
                  <a
                    href={mapUrl(address.lat, address.lng)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {m.openMap({ lat: address.lat, lng: address.lng })}
                  </a>
                ) : null,
              ],
            ]}
          />
        </>
      )}
    </Card>
  )
}
