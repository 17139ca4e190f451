// The settings of `npm start`, read from its environment. An empty value
// (`PORT=`, `MODE=`) counts as unset, like a missing one.
import { resolve } from 'node:path'
import { repoRoot } from './worker.mjs'

/** Vars handed to the worker as they are (empty ones keep wrangler.toml's value). */
const PASSED_VARS = [
  'ADMIN_API_BASE',
  'ADMIN_HOST',
  'DOWNLOAD_URL',
  'DOWNLOAD_URL_IOS',
  'DOWNLOAD_URL_ANDROID',
  'PROXY_TIMEOUT_MS',
  'PROXY_MAX_BODY_BYTES',
  'BUSINESS_TIME_ZONE',
  'MOCK_SEED_ORDERS',
  'MOCK_SEED_CUSTOMERS',
  'MOCK_NEW_ORDERS_PER_HOUR',
  'MOCK_BRANCH_CAPACITY',
  'MOCK_SEED_AUDIT_EVENTS',
]

export const DEFAULT_PORT = 8787

/** A zone Node's Intl knows (the worker checks it again with contracts' isTimeZone). */
function isTimeZone(name) {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/**
 * Where wrangler dev keeps the mock's saved state: MOCK_PERSIST_DIR (relative
 * to the current folder), or `<repo>/.wrangler/state`, wrangler's own default.
 */
export function mockStateDir(env) {
  const dir = env.MOCK_PERSIST_DIR?.trim()
  return dir ? resolve(dir) : resolve(repoRoot, '.wrangler/state')
}

/**
 * `{ port, vars, stateDir }` for startWorker (stateDir: see mockStateDir), or
 * an Error whose message says what to fix: PORT must be a whole number from 1 to 65535, MODE `mock` (the
 * default) or `proxy`, and proxy mode needs ADMIN_API_BASE.
 */
export function startSettings(env) {
  const rawPort = env.PORT?.trim() || String(DEFAULT_PORT)
  const port = Number(rawPort)
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a port number from 1 to 65535, not "${env.PORT}".`)
  }
  const mode = env.MODE?.trim().toLowerCase() || 'mock'
  if (mode !== 'mock' && mode !== 'proxy') {
    throw new Error(`MODE must be mock (the default) or proxy, not "${env.MODE}".`)
  }
  const vars = { MODE: mode }
  for (const name of PASSED_VARS) {
    const value = env[name]?.trim()
    if (value) vars[name] = value
  }
  if (vars.BUSINESS_TIME_ZONE && !isTimeZone(vars.BUSINESS_TIME_ZONE)) {
    throw new Error(
      `BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Beirut or Europe/Paris, not "${vars.BUSINESS_TIME_ZONE}".`,
    )
  }
  if (mode === 'proxy' && !vars.ADMIN_API_BASE) {
    throw new Error('MODE=proxy needs ADMIN_API_BASE, e.g. ADMIN_API_BASE=https://api.example.com')
  }
  return { port, vars, stateDir: mockStateDir(env) }
}
