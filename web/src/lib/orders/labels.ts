import {
  FULFILMENT_LABELS,
  ORDER_STATUS_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from 'contracts'
import type { Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from 'contracts'
import { messages, say } from '../i18n'
import en from './messages.en.json'

const m = messages(en)

/**
 * The order words the contracts define (statuses, moves, fulfilment, payment), in the page's
 * language: English as the contracts write them, else from the API's catalogue (a status by
 * its own message: the catalogue's "Cancelled" is the history's verb, not the status).
 */
export const statusLabel = (status: OrderStatus) => m.status({ status })
export const moveLabel = (to: OrderStatus) => say(ORDER_STATUS_ACTION_LABELS[to])
export const fulfilmentLabel = (fulfilment: Fulfilment) => say(FULFILMENT_LABELS[fulfilment])
export const paymentMethodLabel = (method: PaymentMethod) => say(PAYMENT_METHOD_LABELS[method])
export const paymentStatusLabel = (status: PaymentStatus) => say(PAYMENT_STATUS_LABELS[status])
/** A status inside a sentence ("is now out for delivery"). */
export const statusWord = (status: OrderStatus) => say(ORDER_STATUS_LABELS[status].toLowerCase())
