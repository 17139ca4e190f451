import { messages } from '../../lib/i18n'
import en from './messages.en.json'

/** The coupon screens' words (messages.en.json; Arabic in web/src/locales/ar.json). */
export const m = messages(en)

/** What the coupon screens call each field, in the page's language (read when a screen renders). */
export const couponLabels = () => ({
  code: m.code(),
  description: m.description(),
  discountType: m.discountType(),
  value: m.value(),
  maxDiscount: m.maxDiscount(),
  minOrderTotal: m.minOrderTotal(),
  startsAt: m.startsAt(),
  endsAt: m.endsAt(),
  usageLimit: m.usageLimit(),
  perCustomerLimit: m.perCustomerLimit(),
  firstOrderOnly: m.firstOrderOnly(),
  appliesTo: m.appliesTo(),
  fulfilment: m.fulfilment(),
  happyHour: m.happyHour(),
  isActive: m.isActive(),
})
