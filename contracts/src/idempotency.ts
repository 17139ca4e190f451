import { z } from 'zod'

/**
 * The header that makes a money or points operation happen once (docs/requirements.md#idempotency): the
 * client makes a key when its form opens and sends it with every try of that
 * operation; the server applies a key once and answers a repeat with the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** What the server says about a missing, malformed or reused key. */
export const IDEMPOTENCY_MESSAGES = {
  missing: `This operation needs an ${IDEMPOTENCY_KEY_HEADER} header.`,
  format: `The ${IDEMPOTENCY_KEY_HEADER} header must be 16 to 100 letters, digits, - or _.`,
  reused: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request. Open the form again to make a new operation.`,
} as const

/** A key: 16 to 100 letters, digits, `-` or `_` (a UUID fits). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, IDEMPOTENCY_MESSAGES.format)
