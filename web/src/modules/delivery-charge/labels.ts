import { messages } from '../../lib/i18n'
import en from './messages.en.json'

export const m = messages(en)

/** What the delivery-charge screens call each field (the contract's words). */
export const DELIVERY_CHARGE_LABELS = {
  get branchId() {
    return m.branchId()
  },
  get area() {
    return m.area()
  },
  get areaAr() {
    return m.areaAr()
  },
  get charge() {
    return m.charge()
  },
  get minimumOrder() {
    return m.minimumOrder()
  },
  get freeDeliveryAbove() {
    return m.freeDeliveryAbove()
  },
  get estimatedMinutes() {
    return m.estimatedMinutes()
  },
  get isActive() {
    return m.isActive()
  },
}
