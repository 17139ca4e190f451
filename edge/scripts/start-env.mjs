// The settings of `npm start`, read from its environment. An empty value
// (`PORT=`, `MODE=`) counts as unset, like a missing one.

/** Vars handed to the worker as they are (empty ones keep wrangler.toml's value). */
const PASSED_VARS = [
  'ADMIN_API_BASE',
  'ADMIN_HOST',
  'DOWNLOAD_URL',
  'DOWNLOAD_URL_IOS',
  'DOWNLOAD_URL_ANDROID',
  'PROXY_TIMEOUT_MS',
  'PROXY_MAX_BODY_BYTES',
  'MOCK_SEED_ORDERS',
  'MOCK_NEW_ORDERS_PER_HOUR',
]

export const DEFAULT_PORT = 8787

/**
 * `{ port, vars }` for startWorker, or an Error whose message says what to
 * fix: PORT must be a whole number from 1 to 65535, MODE `mock` (the
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
  if (mode === 'proxy' && !vars.ADMIN_API_BASE) {
    throw new Error('MODE=proxy needs ADMIN_API_BASE, e.g. ADMIN_API_BASE=https://api.example.com')
  }
  return { port, vars }
}
