/** What the rejection-reason screens call each field (the contract's words). */
export const REJECTION_LABELS = {
  text: 'Reason',
  textAr: 'Arabic reason',
  isActive: 'Active',
  sortOrder: 'Sort order',
}
