import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** What the branch's fields are called on its screens. */
export const BRANCH_LABELS = {
  name: m.name(),
  nameAr: m.nameAr(),
  phone: m.phone(),
  area: m.area(),
  address: m.address(),
  lat: m.lat(),
  lng: m.lng(),
  openingHours: m.openingHours(),
  deliveryRadiusKm: m.deliveryRadiusKm(),
  preparationMinutes: m.preparationMinutes(),
  maxDeliveryMinutes: m.maxDeliveryMinutes(),
  isActive: m.active(),
  acceptingOrders: m.acceptingOrders(),
}
