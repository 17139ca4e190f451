import { RIDER_VEHICLE_LABELS } from 'contracts'
import type { RiderVehicle } from 'contracts'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'

/** The rider screens' words (messages.en.json; Arabic in web/src/locales/ar.json). */
export const m = messages(en)

/**
 * What the rider screens call each field, in the page's language: read when a
 * screen renders (the Arabic catalogue may load after this module).
 */
export const riderLabels = () => ({
  name: m.name(),
  phone: m.phone(),
  branchId: m.branch(),
  vehicle: m.vehicle(),
  isActive: m.active(),
  onShift: m.onShift(),
  cashHeld: m.cashHeld(),
  activeOrders: m.onTheRoad(),
  deliveriesToday: m.deliveriesToday(),
  averageDeliveryMinutes: m.averageDelivery(),
})

/** A vehicle as the contract names it, in the page's language. */
export const vehicleLabel = (vehicle: RiderVehicle) => say(RIDER_VEHICLE_LABELS[vehicle])
