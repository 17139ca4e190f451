import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type APIResponse } from '@playwright/test'
import { repoRoot } from '../../edge/scripts/worker.mjs'

/** The [vars] of wrangler.toml: the worker under test runs with these defaults. */
function wranglerVar(name: string): string {
  const toml = readFileSync(join(repoRoot, 'wrangler.toml'), 'utf8')
  const value = new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, 'm').exec(toml)?.[1]
  if (!value) throw new Error(`${name} is missing from wrangler.toml [vars]`)
  return value
}

function expectSecurityHeaders(res: APIResponse) {
  const headers = res.headers()
  const csp = headers['content-security-policy'] ?? ''
  for (const directive of [
    "default-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data: blob:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ])
    expect(csp.split('; ')).toContain(directive)
  expect(csp).not.toMatch(/script-src[^;]*unsafe/)
  // Scripts from the worker itself, and inline ones only by their hash (the theme's, in index.html).
  expect(csp.split('; ')).toContainEqual(
    expect.stringMatching(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/),
  )
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('DENY')
}

/** The hashed script the built index.html loads. */
async function entryScript(html: string): Promise<string> {
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(src, 'index.html loads a hashed script from /assets').toBeTruthy()
  return src as string
}

test('the SPA and its hashed assets carry the security headers and the right caching', async ({
  request,
}) => {
  const index = await request.get('/')
  expect(index.status()).toBe(200)
  expectSecurityHeaders(index)
  expect(index.headers()['cache-control']).toBe('no-cache')

  const deepLink = await request.get('/product/12/edit', { headers: { Accept: 'text/html' } })
  expect(deepLink.status()).toBe(200)
  expect(deepLink.headers()['cache-control']).toBe('no-cache')

  const asset = await request.get(await entryScript(await index.text()))
  expect(asset.status()).toBe(200)
  expect(asset.headers()['content-type']).toMatch(/javascript/)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expectSecurityHeaders(asset)

  // The service worker and the manifest the build links must never go stale.
  const manifest = /<link rel="manifest" href="([^"]+)"/.exec(await index.text())?.[1]
  for (const path of ['/sw.js', manifest ?? '/manifest.webmanifest']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['cache-control'], path).toBe('no-cache')
  }

  const missing = await request.get('/assets/index-0ld0ld.js')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).not.toMatch(/immutable/)
})

test('the build manifest the budgets read stays in web/dist, never served', async ({ request }) => {
  // It exists (vite.config.ts builds it) …
  const built = JSON.parse(readFileSync(join(repoRoot, 'web/dist/.vite/manifest.json'), 'utf8'))
  expect(Object.keys(built).length).toBeGreaterThan(0)
  // … and the worker answers its path with the app, not the file (web/public/.assetsignore).
  const res = await request.get('/.vite/manifest.json')
  expect(res.headers()['content-type']).toMatch(/text\/html/)
  expect(await res.text()).not.toContain('"isDynamicEntry"')
})

test('every /api answer is no-store and carries the security headers', async ({ request }) => {
  const res = await request.get('/api/auth/permissions')
  expect(res.headers()['cache-control']).toBe('no-store')
  expectSecurityHeaders(res)
})

const userAgents: [string, string, string][] = [
  [
    'an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'DOWNLOAD_URL_IOS',
  ],
  [
    'an iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    'DOWNLOAD_URL_IOS',
  ],
  [
    'an Android phone',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    'DOWNLOAD_URL_ANDROID',
  ],
  [
    'a desktop',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    'DOWNLOAD_URL',
  ],
]

for (const [device, userAgent, store] of userAgents) {
  test(`/download sends ${device} to ${store} with a plain 302`, async ({ request }) => {
    const res = await request.get('/download', {
      headers: { 'User-Agent': userAgent },
      maxRedirects: 0,
    })
    expect(res.status()).toBe(302)
    expect(res.headers()['location']).toBe(wranglerVar(store))
    expect(await res.text()).not.toContain('<html')
    expectSecurityHeaders(res)
  })
}

test('the app boots under the CSP without a single refusal', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  const refused: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text())
  })
  const response = await page.goto('/login')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page.locator('#root')).not.toBeEmpty()
  await page.waitForLoadState('networkidle')
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  )
  expect(violations).toEqual([])
  expect(refused).toEqual([])
})
