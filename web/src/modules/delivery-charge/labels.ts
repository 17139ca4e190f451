/** What the delivery-charge screens call each field (the contract's words). */
export const DELIVERY_CHARGE_LABELS = {
  branchId: 'Branch',
  area: 'Area',
  areaAr: 'Arabic area',
  charge: 'Charge',
  minimumOrder: 'Minimum order',
  freeDeliveryAbove: 'Free delivery above',
  estimatedMinutes: 'Estimated time',
  isActive: 'Active',
}
