import AxeBuilder from '@axe-core/playwright'
import { expect } from '@playwright/test'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import {
  API_PREFIX,
  AUTH_SCHEME,
  CLIENT_ID,
  STORAGE_KEYS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from 'contracts'
import type { EmployeeInput, LoginResponse, PermissionEntry } from 'contracts'
import { DEMO_SIGN_INS } from '../../edge/scripts/demo-sign-ins.mjs'

/** Shared e2e helpers: demo accounts, signing in, the mock's outbox, axe. */

export type DemoRole = 'admin' | 'branch' | 'marketing' | 'viewer'

export interface DemoAccount {
  email: string
  password: string
  role: string
}

export function demoAccount(role: DemoRole): DemoAccount {
  const account = DEMO_SIGN_INS.find((a) => a.email.startsWith(`${role}@`))
  if (!account) throw new Error(`No demo account for ${role}`)
  return account
}

/** The anti-forgery cookie the mock sets on its first answer, fetched if need be. */
export async function xsrfToken(request: APIRequestContext): Promise<string> {
  const find = async () =>
    (await request.storageState()).cookies.find((c) => c.name === XSRF_COOKIE)?.value
  let token = await find()
  if (!token) {
    await request.get(`${API_PREFIX}/`)
    token = await find()
  }
  if (!token) throw new Error('The API set no anti-forgery cookie')
  return token
}

/** POST /employee/authenticate straight to the API (for tests not about the form). */
export async function authenticate(
  request: APIRequestContext,
  account: Pick<DemoAccount, 'email' | 'password'>,
): Promise<LoginResponse> {
  const answer = await request.post(`${API_PREFIX}/employee/authenticate`, {
    data: { email: account.email, password: account.password, clientId: CLIENT_ID },
    headers: { [XSRF_HEADER]: await xsrfToken(request) },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  return (await answer.json()) as LoginResponse
}

export async function permissionsOf(
  request: APIRequestContext,
  token: string,
): Promise<PermissionEntry[]> {
  const answer = await request.get(`${API_PREFIX}/employee/permissions`, {
    headers: { Authorization: `${AUTH_SCHEME} ${token}` },
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { Data: PermissionEntry[] }).Data
}

/** Signs in through the login form, as a person would, and waits for the dashboard. */
export async function signInWithForm(page: Page, account: Pick<DemoAccount, 'email' | 'password'>) {
  await page.goto('/login')
  await page.getByLabel('Username (e-mail)').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/**
 * Stores a sign-in answer under the four keys, as the app does. Runs in the page
 * (`page.evaluate(writeSession, …)` or `page.addInitScript(writeSession, …)`), so it
 * uses nothing from outside.
 */
export function writeSession({
  keys,
  login,
}: {
  keys: typeof STORAGE_KEYS
  login: LoginResponse
}): void {
  localStorage.setItem(keys.accessToken, login.token)
  localStorage.setItem(keys.tokenExpiry, login.tokenExpiry)
  localStorage.setItem(keys.userInfo, JSON.stringify(login.employeeInformation))
  localStorage.setItem(keys.components, JSON.stringify(login.components))
}

/** Each demo role's sign-in answer in this worker process (see demoLogin). */
const demoLogins = new Map<DemoRole, LoginResponse>()

/**
 * A demo role's sign-in answer, asked of the API once per Playwright worker and kept for its
 * later tests: a session ends only when it expires (12 h) or when its employee's password
 * changes or the employee is deactivated, and no test does either to a demo account (tests
 * that do make their own employees); logging out forgets the token in the browser only.
 * Each sign-in costs the mock a PBKDF2 of 100,000 iterations, on the two cores the browsers
 * need. A test about signing in itself uses the form (`signInWithForm`) or `authenticate`.
 */
export async function demoLogin(
  request: APIRequestContext,
  role: DemoRole,
): Promise<LoginResponse> {
  const kept = demoLogins.get(role)
  // Ten minutes to spare: a test may run the page's clock up to the expiry.
  if (kept && Date.parse(kept.tokenExpiry) - Date.now() > 10 * 60_000) return kept
  const login = await authenticate(request, demoAccount(role))
  demoLogins.set(role, login)
  return login
}

/**
 * Signs in by storing a real session (from the API) under the four keys; stays on `path`,
 * or with `null` opens nothing yet (the test's next `goto` starts the app, signed in).
 */
export async function signIn(
  page: Page,
  role: DemoRole,
  path: string | null = '/dashboard',
): Promise<LoginResponse> {
  const login = await demoLogin(page.request, role)
  await storeSession(page, login)
  if (path !== null) await page.goto(path)
  return login
}

/**
 * Stores a sign-in answer in the page's origin, as the app does after signing in. Any
 * document of the origin can hold it: the app's icon is one that does not start the app,
 * so the app then loads once, signed in, instead of twice.
 */
export async function storeSession(page: Page, login: LoginResponse): Promise<void> {
  await page.goto('/icon.svg')
  await page.evaluate(writeSession, { keys: STORAGE_KEYS, login })
}

/** The four session keys as stored in the page's localStorage. */
export function storedSession(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(Object.values(keys).map((k) => [k, localStorage.getItem(k)])),
    STORAGE_KEYS,
  )
}

export interface OutboxMail {
  to: string
  subject: string
  text: string
  link: string
  sentAt: string
}

/** The mock's dev outbox, newest first (`GET /api/dev/outbox.json?to=`). */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const answer = await request.get(`${API_PREFIX}/dev/outbox.json?to=${encodeURIComponent(to)}`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { Data: OutboxMail[] }).Data
}

/** The path and query of the newest reset link sent to `to`, once it differs from `after`. */
export async function newestResetLink(
  request: APIRequestContext,
  to: string,
  after?: string,
): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      link = (await readOutbox(request, to))[0]?.link
      return link !== undefined && link !== after
    })
    .toBe(true)
  const url = new URL(link as string, 'http://placeholder')
  return url.pathname + url.search
}

/** `POST <path>` as the admin (signed in here unless given), expecting 201: the record created. */
export async function createAsAdmin<T>(
  request: APIRequestContext,
  path: string,
  input: unknown,
  admin?: LoginResponse,
): Promise<T> {
  const token = (admin ?? (await demoLogin(request, 'admin'))).token
  const answer = await request.post(`${API_PREFIX}${path}`, {
    data: input,
    headers: { Authorization: `${AUTH_SCHEME} ${token}`, [XSRF_HEADER]: await xsrfToken(request) },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return ((await answer.json()) as { Data: T }).Data
}

/**
 * A new employee, created through the API by the admin, with the demo `role`'s role and
 * an e-mail nobody has used (not in this run, nor any earlier run against the same store):
 * for tests that change an account's password or count its reset e-mails.
 */
export async function createEmployee(
  request: APIRequestContext,
  role: DemoRole,
  password: string,
  /** The branches they work for (none: every branch). */
  branchIds: number[] = [],
): Promise<DemoAccount & { id: number; firstName: string; lastName: string }> {
  const admin = await demoLogin(request, 'admin')
  const { roleId, roleName } = (await demoLogin(request, role)).employeeInformation
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const input: EmployeeInput = {
    firstName: 'Temporary',
    lastName: `Employee ${stamp}`,
    email: `e2e-${stamp}@demo.test`,
    phone: `+9613${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    roleId,
    branchIds,
    password,
  }
  const { id } = await createAsAdmin<{ id: number }>(request, '/employee', input, admin)
  const { firstName, lastName, email } = input
  return { id, email, password, role: roleName, firstName, lastName }
}

/** Serious or critical axe violations of the page as it is now. */
export async function seriousViolations(page: Page) {
  // Measured as the user sees the page at rest: a dialog fading in has not its colours
  // yet. Endless animations (a spinner, a skeleton's pulse) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
  // Only violations are read: axe skips collecting the passes and the incomplete results,
  // its own advice for large pages (a quarter to a third of each run here).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/** A fresh context and page (what @axe-core/playwright needs). */
export async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  return { context, page }
}

/** Collects CSP refusals and uncaught errors of a page. */
export function watchForRefusals(page: Page): string[] {
  const refused: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text())
  })
  page.on('pageerror', (err) => refused.push(err.message))
  return refused
}

export { createOrder } from './orders'
export { toast, toastShown, watchToasts } from './toasts'
