import { Card, H4 } from '@blueprintjs/core'
import {
  FULFILMENT_LABELS,
  KITCHEN_NOTE_LABEL,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  formatPhone,
} from 'contracts'
import type { Order } from 'contracts'
import { formatDateTime } from '../../lib/dates'
import { Facts } from './Facts'

const when = (at: string | null) => (at ? formatDateTime(at) : null)

/** Where and when: branch, fulfilment, the times, payment and what closed the order. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <Card compact>
      <H4>Order</H4>
      <Facts
        facts={[
          ['Branch', order.branchName],
          ['Fulfilment', FULFILMENT_LABELS[order.fulfilment]],
          [
            'Taken',
            order.source === 'phone'
              ? `By phone${order.placedBy ? `, by ${order.placedBy.name}` : ''}`
              : null,
          ],
          ['Created', formatDateTime(order.createdAt)],
          ['Scheduled for', when(order.scheduledFor)],
          ['Estimated ready', when(order.estimatedReadyAt)],
          [
            order.fulfilment === 'delivery' ? 'Promised at the door' : 'Promised ready',
            when(order.promisedAt),
          ],
          [
            'Payment',
            `${PAYMENT_METHOD_LABELS[order.paymentMethod]}, ${PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}`,
          ],
          ['Rejection reason', order.status === 'rejected' ? order.rejectionNote : null],
          ['Cancellation note', order.status === 'cancelled' ? order.cancellationNote : null],
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
      <H4>Customer</H4>
      <Facts
        facts={[
          ['Name', customer.name],
          ['Phone', <a href={`tel:${customer.phone}`}>{formatPhone(customer.phone)}</a>],
          [KITCHEN_NOTE_LABEL, order.customerNote],
        ]}
      />
      {address && (
        <>
          <H4>Delivery address</H4>
          <Facts
            facts={[
              ['Area', address.area],
              ['Street', address.street],
              ['Building', address.building],
              ['Floor', address.floor],
              ['Notes', address.notes],
              [
                'Map',
                address.lat !== null && address.lng !== null ? (
                  <a
                    href={mapUrl(address.lat, address.lng)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {address.lat}, {address.lng} (open the map)
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
