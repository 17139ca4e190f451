import type { DeliveryCharge } from 'contracts'
import { recordBranchLabel } from '../../lib/branches'
import { messages, nameInLanguage } from '../../lib/i18n'
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

/** A delivery charge as a question names it: "Achrafieh (Beirut - Hamra)", in the page's language. */
export const deliveryChargeName = (d: DeliveryCharge) =>
  `${nameInLanguage(d.area, d.areaAr)} (${recordBranchLabel(d)})`
