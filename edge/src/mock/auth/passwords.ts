/**
 * Password hashing with Web Crypto PBKDF2-SHA-256. 100,000 iterations is the
 * most workerd allows (it refuses more), so it is what the mock uses; the
 * stored form is `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64url).
 */
export const PBKDF2_ITERATIONS = 100_000

const encoder = new TextEncoder()

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

/** `bytes` random bytes as base64url (tokens, salts, file names). */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)))
}

async function derive(password: string, salt: Uint8Array, iterations: number) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  )
  return new Uint8Array(bits)
}

/** A fresh salt per call, so two employees with one password store different hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, salt, PBKDF2_ITERATIONS)
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`
}

/** Constant-time compare of the derived key; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, rounds, salt, hash] = stored.split('$')
  if (scheme !== 'pbkdf2-sha256' || !rounds || !salt || !hash) return false
  const iterations = Number(rounds)
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS)
    return false
  const expected = fromBase64Url(hash)
  const actual = await derive(password, fromBase64Url(salt), iterations)
  if (actual.length !== expected.length) return false
  let diff = 0
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ expected[i]!
  return diff === 0
}

const seedHashes = new Map<string, Promise<string>>()

/**
 * Hash for a seeded demo password, computed once per process: a reset or a
 * new test store reuses it instead of spending 100,000 iterations again. The
 * store persists it too, so a restarted worker does not hash at all.
 */
export function seedPasswordHash(password: string): Promise<string> {
  let hash = seedHashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    seedHashes.set(password, hash)
  }
  return hash
}
