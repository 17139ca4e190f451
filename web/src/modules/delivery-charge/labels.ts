import { messages } from '../../lib/i18n'
import en from './messages.en.json'

export const m = messages(en)

/** What the delivery-charge screens call each field (the contract's words). */
export const DELIVERY_CHARGE_LABELS = {
  branchId: m.branchId(),
  area: m.area(),
  areaAr: m.areaAr(),
  charge: m.charge(),
  minimumOrder: m.minimumOrder(),
  freeDeliveryAbove: m.freeDeliveryAbove(),
  estimatedMinutes: m.estimatedMinutes(),
  isActive: m.isActive(),
}
