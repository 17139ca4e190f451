import { MONEY_MAX, UPLOAD_MESSAGES } from 'contracts'

/**
 * Texts only the mock says (business-rule refusals and dev pages). The texts
 * the SPA shows on its own, and the generic API errors, live in `contracts`.
 */
export const MOCK_MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  resetLinkInvalid: 'This reset link is invalid, already used or expired. Ask for a new one.',
  resetSubject: 'Reset your back-office password',
  resetRateLimited: 'Too many reset requests for this address. Please try again in an hour.',
  deductAboveBalance: 'The amount is more than the wallet balance.',
  balanceAboveMax: `A wallet balance cannot be more than ${MONEY_MAX}.`,
  transitionForbidden: (from: string, to: string) =>
    `An order that is ${from.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}.`,
  rejectionReasonRequired: 'Choose a rejection reason to reject an order.',
  rejectionReasonUnknown: 'The rejection reason does not exist or is inactive.',
  cancelNoteRequired: 'Write a note to cancel an order.',
  duplicateCouponCode: 'Another coupon already uses this code.',
  duplicateEmployeeEmail: 'Another employee already uses this e-mail address.',
  categoryHasSubcategories: 'This category still has sub-categories. Move or delete them first.',
  subcategoryHasProducts: 'This sub-category still has products. Move or delete them first.',
  ownRoleRaise: 'You cannot give your own role more permissions.',
  roleAboveOwn: 'You cannot give a role more permissions than your own.',
  employeeRoleAboveOwn:
    'You cannot add or edit an employee whose role has more permissions than your own.',
  employeeAboveOwn:
    'You cannot change the password, role or status of an employee whose role has more permissions than your own.',
  employeeDeleteAboveOwn:
    'You cannot delete an employee whose role has more permissions than your own.',
  roleChangeAboveOwn: 'You cannot change or delete a role that has more permissions than your own.',
  ownAccountDelete: 'You cannot delete your own account.',
  ownAccountDeactivate: 'You cannot deactivate your own account.',
  ownStaffAccess: 'You cannot remove your own access to employees and roles.',
  roleInUse: 'Employees still have this role. Give them another role first.',
  unknownReference: (field: string) => `The ${field} does not exist.`,
  notificationNotCancellable: 'Only a scheduled notification can be sent now or cancelled.',
  notificationNotEditable: 'A notification that was sent cannot be changed.',
  branchInUse:
    'Orders, employees or delivery charges still use this branch. Switch it off instead.',
  scheduledInPast: 'Scheduled at must be in the future; leave it empty to send now.',
  customerBlocked: 'The customer is blocked and cannot order.',
  branchSellsNothing: 'The branch has no available product to order.',
  noDeliveryAddress: 'The customer has no address to deliver to.',
  activeRateDelete: 'The active points rate cannot be deleted. Activate another one first.',
  // The upload texts are the contracts' (the SPA says the same); kept here under their old names.
  uploadMissing: UPLOAD_MESSAGES.missing,
  uploadType: UPLOAD_MESSAGES.type,
  uploadTooLarge: UPLOAD_MESSAGES.tooLarge,
  dateRange: 'The start of the range must be before its end.',
  rangeTooLong: 'Choose a range of at most two years.',
} as const
