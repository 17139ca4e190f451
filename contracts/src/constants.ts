/** Business constants of docs/requirements.md#constants and the conventions of docs/requirements.md#api-conventions. */

/** Fixed client id sent with sign-in and reset requests (docs/requirements.md#session-and-sign-in). */
export const CLIENT_ID = 1

/** Every toast lasts this long (docs/requirements.md#error-catalogue, docs/requirements.md#constants). */
export const MESSAGE_DURATION_MS = 5_000

export const PASSWORD_MIN_LENGTH = 8

/**
 * At least 8 characters, one uppercase, one lowercase and one digit, drawn from
 * letters, digits and common symbols (docs/requirements.md#validation).
 */
export const PASSWORD_PATTERN =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?~`]{8,}$/

/** Up to this width the login page shows the banner above the form (docs/requirements.md#public-pages). */
export const NARROW_BREAKPOINT_PX = 576

/** The app shows a banner at this size (2:1, full width of a phone's home screen). */
export const BANNER_IMAGE_SIZE = { width: 1200, height: 600 } as const

/** A screen chunk that has not loaded after this long is given up (docs/requirements.md#constants). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** Sign-in tokens live 12 hours; reset tokens one hour. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

/** Every call goes to this same-origin prefix; the edge proxies or mocks it. */
export const API_PREFIX = '/api'

/**
 * GET /employee/permissions (docs/requirements.md#the-four-known-calls; its route: routes.ts). A constant of its own too: the
 * first script, which carries no zod, asks for it on a signed-in cold start (web: warmStart).
 */
export const PERMISSIONS_PATH = '/employee/permissions'

/**
 * GET /order (its route: entities/order.ts). A constant of its own too: a cold start of the
 * order list sends its first page from the first script, which carries no zod (web: warmStart).
 */
export const ORDER_LIST_PATH = '/order'

/** `Authorization: Employee <token>` (docs/requirements.md#the-api). */
export const AUTH_SCHEME = 'Employee'

/** Double-submit anti-forgery pair (docs/requirements.md#anti-forgery). */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

/** The fixed localStorage keys of the session (docs/requirements.md#session-and-sign-in). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  tokenExpiry: 'tokenExpiry',
  userInfo: 'userInfo',
  components: 'components',
} as const

/**
 * What else the browser keeps for a session and removes with STORAGE_KEYS at logout:
 * the records last opened from the command palette, and the last Branch Orders board
 * shown (a board reloaded offline shows it).
 */
export const SESSION_LOCAL_KEYS = {
  recentRecords: 'recentRecords',
  lastBoard: 'branchOrders.lastBoard',
} as const

/** Lists never return more than this many rows a page. */
export const PAGE_SIZE_MAX = 100
export const PAGE_SIZE_DEFAULT = 20

/** The default dashboard range is the last 30 days up to now (docs/requirements.md#constants). */
export const DEFAULT_RANGE_DAYS = 30

/** Wallet transaction types (docs/requirements.md#constants). */
export const WALLET_TRANSACTION_TYPE = { recharge: 1, deduct: 2 } as const

/** Upload limits of the mock (and what the SPA checks before sending). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/**
 * A pending order acknowledged this many minutes ago and still not accepted
 * is late on the Branch Orders board, and the board alerts again, louder.
 */
export const BOARD_ESCALATE_MINUTES = 3
