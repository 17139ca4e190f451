import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** What the branch's fields are called on its screens. */
export const BRANCH_LABELS = {
  get name() {
    return m.name()
  },
  get nameAr() {
    return m.nameAr()
  },
  get phone() {
    return m.phone()
  },
  get area() {
    return m.area()
  },
  get address() {
    return m.address()
  },
  get lat() {
    return m.lat()
  },
  get lng() {
    return m.lng()
  },
  get openingHours() {
    return m.openingHours()
  },
  get deliveryRadiusKm() {
    return m.deliveryRadiusKm()
  },
  get preparationMinutes() {
    return m.preparationMinutes()
  },
  get maxDeliveryMinutes() {
    return m.maxDeliveryMinutes()
  },
  get isActive() {
    return m.active()
  },
  get acceptingOrders() {
    return m.acceptingOrders()
  },
}
