/** What the branch's fields are called on its screens. */
export const BRANCH_LABELS = {
  name: 'Name',
  nameAr: 'Arabic name',
  phone: 'Phone',
  area: 'Area',
  address: 'Address',
  lat: 'Latitude',
  lng: 'Longitude',
  openingHours: 'Opening hours',
  deliveryRadiusKm: 'Delivery radius (km)',
  preparationMinutes: 'Preparation time (minutes)',
  maxDeliveryMinutes: 'Longest delivery (minutes)',
  isActive: 'Active',
  acceptingOrders: 'Accepting orders',
}
