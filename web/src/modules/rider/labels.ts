/** What the rider screens call each field (the contract's words). */
export const RIDER_LABELS = {
  name: 'Name',
  phone: 'Phone',
  branchId: 'Branch',
  vehicle: 'Vehicle',
  isActive: 'Active',
  onShift: 'On shift',
  cashHeld: 'Cash held',
  activeOrders: 'On the road',
  deliveriesToday: 'Deliveries today',
  averageDeliveryMinutes: 'Average delivery',
}
