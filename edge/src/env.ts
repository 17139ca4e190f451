import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone, timeZoneRefusal } from 'contracts'

/** Bindings and vars of the worker (wrangler.toml `[vars]`, overridable with `--var`). */
export interface Env {
  ASSETS: Fetcher
  MOCK: DurableObjectNamespace
  /**
   * `proxy` (wrangler.toml default): forwards `/api/*` to ADMIN_API_BASE; `mock`: the worker
   * answers it itself (local runs only); anything else: 503.
   */
  MODE?: string
  /** Base URL of the real admin API, may carry a path prefix (`https://api.example.com/admin`). */
  ADMIN_API_BASE?: string
  /** Host of the back-office; `www.*` requests are sent to `https://<ADMIN_HOST>/login`. */
  ADMIN_HOST?: string
  /** Where `/download` sends devices that are neither iOS nor Android. */
  DOWNLOAD_URL?: string
  DOWNLOAD_URL_IOS?: string
  DOWNLOAD_URL_ANDROID?: string
  /** Milliseconds the proxy waits for the upstream's answer before a 504 (default 30000). */
  PROXY_TIMEOUT_MS?: string
  /** Largest request body the proxy forwards, in bytes (default 10 MB). */
  PROXY_MAX_BODY_BYTES?: string
  /** Orders in the mock's seed (default 30000; 100000+ for performance work). */
  MOCK_SEED_ORDERS?: string
  /** Customers in the mock's seed (default a tenth of the orders). */
  MOCK_SEED_CUSTOMERS?: string
  /** New orders per hour and branch while the mock runs (default 4; 0: none). */
  MOCK_NEW_ORDERS_PER_HOUR?: string
  /**
   * A branch with this many orders not yet ready gets no new one while the mock
   * runs (default 30: docs/operations.md#configuration).
   */
  MOCK_BRANCH_CAPACITY?: string
  /**
   * At least this many events in the mock's seeded audit trail (older order moves
   * fill it; `npm run bench:mock` asks for 200,000); unset: the usual past.
   */
  MOCK_SEED_AUDIT_EVENTS?: string
  /**
   * `1` for `npm run bench:mock` alone: a write sent with `X-Bench-Without-Event: 1`
   * stores no audit event (the baseline the event's cost is weighed against).
   */
  MOCK_BENCH_WRITES_WITHOUT_EVENT?: string
  /**
   * An instant (`2026-11-27T21:57:00Z`): the mock's clock reads it when the mock opens and runs
   * on from there (tests of a fresh state at a chosen moment); unset: the real clock.
   */
  MOCK_CLOCK_START?: string
  /** Days the mock keeps audit events; older ones are pruned by its alarm (default 400). */
  AUDIT_RETENTION_DAYS?: string
  /**
   * The business's clock (IANA zone, default Asia/Beirut): every time the SPA
   * shows or reads, and the mock's opening and happy hours. An unknown zone is refused.
   */
  BUSINESS_TIME_ZONE?: string
}

/**
 * BUSINESS_TIME_ZONE, trimmed; the default (Asia/Beirut) when missing or
 * empty. An unknown zone throws with the message to show (contracts'
 * timeZoneRefusal): the worker then refuses every request with it.
 */
export function businessTimeZoneOf(env: Pick<Env, 'BUSINESS_TIME_ZONE'>): string {
  const zone = env.BUSINESS_TIME_ZONE?.trim() || DEFAULT_BUSINESS_TIME_ZONE
  if (!isTimeZone(zone)) throw new RangeError(timeZoneRefusal(zone))
  return zone
}

export const DEFAULT_PROXY_TIMEOUT_MS = 30_000
export const DEFAULT_PROXY_MAX_BODY_BYTES = 10 * 1024 * 1024

/** A positive integer var, or the default when it is missing or not a positive number. */
export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0
    ? Math.floor(n)
    : fallback
}

/**
 * The running mode. `proxy` (any case) forwards to the real API; only the
 * exact value `mock` serves the mock, so a deploy that forgets MODE never
 * publishes it. Anything else is `unset`: `/api/*` answers 503.
 */
export function modeOf(env: Pick<Env, 'MODE'>): 'mock' | 'proxy' | 'unset' {
  if (env.MODE?.trim().toLowerCase() === 'proxy') return 'proxy'
  return env.MODE === 'mock' ? 'mock' : 'unset'
}

/** The 503 of `/api/*` when MODE is neither `proxy` nor `mock`. */
export const MODE_UNSET_MESSAGE =
  'The admin API is not configured on this server (MODE must be proxy or mock).'
