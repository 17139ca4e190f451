/** Every text the requirements fix, to the letter (docs/requirements.md#validation, docs/requirements.md#error-catalogue). */
export const MESSAGES = {
  loginFailed: 'Invalid Username or Password',
  loginSucceeded: 'Login Successfull',
  sendEmailFailed: 'Failed to send Code',
  sendEmailSucceeded: 'Code Sent Please Check Your Email',
  resetFailed: 'Failed to send Code',
  resetSucceeded: 'Password Updated!',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter a password',
  passwordRule:
    'Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, and one number',
  confirmRequired: 'Please enter the reset password',
  confirmMismatch: 'The reset password does not match the password',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'This is not your current password',
  newPasswordConfirmRequired: 'Please enter the new password again',
  newPasswordMismatch: 'The two new passwords are not the same',
  passwordChanged: 'Your password has been changed',
  notFoundTitle: "Oops! You're lost.",
  notFoundText: 'The page you are looking for was not found.',
  serverErrorTitle: 'Houston, we have a problem!',
  serverErrorText: 'The page you are looking for is temporarily unavailable.',
  redirecting: 'Redirecting...',
} as const

/** Error texts of the API (the mock and the proxy answer with these). */
export const API_ERRORS = {
  unauthorized: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  xsrf: 'The anti-forgery token is missing or does not match. Reload the page and try again.',
  notFound: 'Not found.',
  validation: 'Some fields are not valid.',
  stale: 'Someone else changed this record since you opened it. Reload it to see their changes.',
  upstreamUnreachable: 'The admin API cannot be reached right now. Please try again shortly.',
  upstreamTimeout: 'The admin API took too long to answer. Please try again.',
  bodyTooLarge: 'The request is too large.',
} as const

/**
 * Texts of an image upload (`POST /upload`): the SPA checks type and size
 * before sending with these, and the API refuses with the same words.
 */
export const UPLOAD_MESSAGES = {
  /** The form has no file chosen. */
  required: 'Choose an image to upload',
  /** The multipart request has no `file` field (or is not multipart at all). */
  missing: 'Attach the image in a form field named "file".',
  /** Not a PNG, JPEG or WebP (by its declared type in the SPA, by its bytes on the server). */
  type: 'The image must be a PNG, JPEG or WebP',
  /** Above UPLOAD_MAX_BYTES (the API answers 413). */
  tooLarge: 'The image must be at most 2 MB',
} as const
