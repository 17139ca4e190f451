/** Bindings and vars of the worker (wrangler.toml `[vars]`, overridable with `--var`). */
export interface Env {
  ASSETS: Fetcher
  MOCK: DurableObjectNamespace
  MODE?: string
  ADMIN_API_BASE?: string
  ADMIN_HOST?: string
  DOWNLOAD_URL?: string
  DOWNLOAD_URL_IOS?: string
  DOWNLOAD_URL_ANDROID?: string
  PROXY_TIMEOUT_MS?: string
  PROXY_MAX_BODY_BYTES?: string
  /** Orders in the mock's seed (default 30000; 100000+ for performance work). */
  MOCK_SEED_ORDERS?: string
}
