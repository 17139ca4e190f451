/** What the coupon screens call each field. */
export const COUPON_LABELS = {
  code: 'Code',
  description: 'Description',
  discountType: 'Discount',
  value: 'Value',
  maxDiscount: 'Maximum discount',
  minOrderTotal: 'Minimum order total',
  startsAt: 'Starts at',
  endsAt: 'Ends at',
  usageLimit: 'Usage limit',
  perCustomerLimit: 'Uses per customer',
  firstOrderOnly: 'First order only',
  appliesTo: 'Takes off',
  fulfilment: 'For',
  happyHour: 'Happy hour',
  isActive: 'Active',
}
