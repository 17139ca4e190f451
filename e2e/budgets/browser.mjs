// The browser every e2e run and budget uses: Debian's Chromium (Playwright cannot
// download its own here), launched with the flags this closed network needs, and a
// sign-in through the API for the scripts that measure signed-in pages.
import { DEMO_SIGN_INS } from '../../edge/scripts/demo-sign-ins.mjs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * Signs the page's context in as the admin through the API (anti-forgery cookie
 * first) and stores the session under the four keys before any page script runs.
 * The keys are contracts' STORAGE_KEYS; these plain scripts cannot import TypeScript,
 * and the e2e suites' own helper (e2e/helpers) reads them from contracts.
 */
export async function signInByApi(page, baseUrl, account = DEMO_SIGN_INS[0]) {
  await page.request.get(`${baseUrl}/api/employee/permissions`)
  const cookies = await page.context().cookies(baseUrl)
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  const answer = await page.request.post(`${baseUrl}/api/employee/authenticate`, {
    data: { email: account.email, password: account.password, clientId: 1 },
    headers: { 'X-XSRF-TOKEN': xsrf },
  })
  if (!answer.ok()) throw new Error(`sign-in as ${account.email} failed: ${answer.status()}`)
  const login = await answer.json()
  await page.addInitScript((s) => {
    localStorage.setItem('accessToken', s.token)
    localStorage.setItem('tokenExpiry', s.tokenExpiry)
    localStorage.setItem('userInfo', JSON.stringify(s.employeeInformation))
    localStorage.setItem('components', JSON.stringify(s.components))
  }, login)
  return login
}
