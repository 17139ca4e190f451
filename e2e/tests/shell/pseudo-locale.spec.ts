import { expect, test } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
import { API_PREFIX, AUTH_SCHEME, STORAGE_KEYS } from 'contracts'
import type { LoginResponse } from 'contracts'
import { demoLogin, writeSession } from '../../helpers'
import { openInApp } from '../../helpers/navigation'

/**
 * The pseudo-locale check (docs/testing.md#languages): each page opened with `?locale=pseudo`
 * shows every message of the SPA accented and bracketed (`[Śîĝñ îñ]`), each folder's words
 * loaded with its code, so any plain English word still on screen is a text that does not go
 * through the messages. Data is English too, and allowed: every text the API answered for
 * the page (its records' names, codes, notes) and the signed-in employee's; and dates, which
 * the pseudo-locale writes as English does (lib/dates.ts writes them in the page's language).
 *
 * The public pages first, one after another in one signed-out page, then every signed-in screen
 * of docs/requirements.md#screens-and-routes (lists, add, read and edit screens, as the admin
 * opens them) one after another in one signed-in page, each opened through the app's router
 * (the app loads once), and the layer's dialogs: a delete confirmation and a refused form.
 */

/** Public pages: opened signed out. */
const PUBLIC = [
  '/login',
  '/send-email',
  '/reset-password?token=pseudo-check',
  '/register',
  '/404',
  '/500',
]

/**
 * Signed-in screens. `{id}` is the first record of the route's first segment's list (as the
 * API lists it); a read view is the path without `/edit`.
 */
const SIGNED_IN = [
  '/dashboard',
  '/report',
  '/report/closes',
  '/report/{closeId}',
  '/report/sales',
  '/category',
  '/category/add',
  '/category/{id}',
  '/category/{id}/edit',
  '/subcategory',
  '/subcategory/add',
  '/subcategory/{id}',
  '/subcategory/{id}/edit',
  '/product',
  '/product/add',
  '/product/{id}',
  '/product/{id}/edit',
  '/order',
  '/order/add',
  '/order/{id}',
  '/rejection',
  '/rejection/add',
  '/rejection/{id}',
  '/rejection/{id}/edit',
  '/delivery-charge',
  '/delivery-charge/add',
  '/delivery-charge/{id}',
  '/delivery-charge/{id}/edit',
  '/rider',
  '/rider/add',
  '/rider/{id}',
  '/rider/{id}/edit',
  '/currency-rate',
  '/banner',
  '/banner/add',
  '/banner/{id}',
  '/banner/{id}/edit',
  '/coupon',
  '/coupon/add',
  '/coupon/{id}',
  '/coupon/{id}/edit',
  '/notification',
  '/notification/add',
  '/notification/{id}',
  '/conversionRate',
  '/conversionRate/add',
  '/conversionRate/{id}',
  '/conversionRate/{id}/edit',
  '/loyaltyPointHistory',
  '/wallets',
  '/wallets/add?type=1',
  '/wallets/add?type=2',
  '/walletTransactionHistory',
  '/customer',
  '/employee/roles',
  '/employee/roles/add',
  // A seeded role its employees keep (3, Marketing), whatever the first role's id is.
  '/employee/roles/3',
  '/employee/roles/3/edit',
  '/employee',
  '/employee/add',
  '/employee/{id}',
  '/employee/{id}/edit',
  '/activity',
  '/branch',
  '/branch/add',
  '/branch/{id}',
  '/branch/{id}/edit',
  '/branch-orders',
  '/icons',
  '/notifications',
  '/widgets',
]

/** Data on every page beside the API's: the language switch names each language in itself. */
const DATA = ['.app-language-switch', '.app-search-button-keys']

/** A screen's own data beside the API's: the icons' names, as the code imports each. */
const SCREEN_DATA: Record<string, string[]> = { '/icons': ['code'] }

/**
 * Values the pseudo-locale formats as English does, each proven in Arabic by its own unit tests:
 * dates and times (lib/dates.ts), amounts in pounds ("450,000 LBP"), and the business's time
 * zone, its IANA id and its city.
 */
const FORMATTED = [
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM)\b/,
  /\d LBP\b/,
  /\bAsia\/Beirut\b/,
  /\bBeirut\b/,
]
  .map((pattern) => pattern.source)
  .join('|')

/** Every text of a JSON answer's `Data` (an answer's messages are not data: the SPA says them). */
function textsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') {
    if (/[A-Za-z]{2,}/.test(value)) into.add(value)
  } else if (Array.isArray(value)) for (const item of value) textsOf(item, into)
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) textsOf(item, into)
}

/**
 * What of the page a person reads (visible text, and the labels, placeholders, titles and
 * alternative texts assistive technology reads) that holds an English word once `data` (whole
 * texts) and dates are taken out, outside the `allowed` selectors.
 */
function englishOnPage(page: Page, data: Set<string>, allowed: string[] = []): Promise<string[]> {
  // Longest first, so a name is taken out whole before a shorter text inside it.
  const texts = [...data].sort((a, b) => b.length - a.length)
  return page.evaluate(
    ({ allowedSelectors, texts, formatted }) => {
      const values = new RegExp(formatted, 'g')
      const english = (text: string) => {
        let rest = text
        for (const data of texts) if (rest.includes(data)) rest = rest.split(data).join(' ')
        return /[A-Za-z]{2,}/.test(rest.replace(values, ' '))
      }
      const isAllowed = (element: Element) =>
        allowedSelectors.some((selector) => element.closest(selector) !== null)
      const found = new Set<string>()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ''
        const parent = node.parentElement
        if (!parent || !english(text) || isAllowed(parent)) continue
        if (['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
        found.add(`${parent.tagName.toLowerCase()}: ${text}`)
      }
      for (const element of Array.from(
        document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
      )) {
        if (isAllowed(element)) continue
        for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(attribute) ?? ''
          if (english(value)) found.add(`${element.tagName.toLowerCase()}[${attribute}]: ${value}`)
        }
      }
      return [...found]
    },
    { allowedSelectors: [...DATA, ...allowed], texts, formatted: FORMATTED },
  )
}

const pseudo = (path: string) => `${path}${path.includes('?') ? '&' : '?'}locale=pseudo`

/** The page has drawn its words (each a bracketed pseudo text) and loaded all it asked for. */
async function settled(page: Page, pending: () => number) {
  // The first screen of a fresh browser may take longer (the app's scripts not yet cached).
  await expect(page.getByText(/^\[.*\]$/).first()).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('.bp6-spinner, .bp6-skeleton')).toHaveCount(0)
  // No request under way twice in a row, a moment apart (the board keeps one stream open).
  await expect
    .poll(async () => {
      if (pending() > 0) return false
      await page.waitForTimeout(250)
      return pending() === 0
    })
    .toBe(true)
  await expect(page.locator('.bp6-spinner, .bp6-skeleton')).toHaveCount(0)
}

test.describe('pseudo-locale: no English left but data', () => {
  // One signed-out page for these small pages: each is a load of its own (page.goto).
  let context: BrowserContext
  let page: Page
  test.beforeAll(async ({ browser, baseURL }) => {
    context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
    page = await context.newPage()
  })
  test.afterAll(async () => {
    await context.close()
  })

  for (const path of PUBLIC) {
    test(path, async () => {
      await page.goto(pseudo(path))
      // The first page of a fresh browser may take longer (the app's scripts not yet cached).
      await expect(page.getByText(/^\[.*\]$/).first()).toBeVisible({ timeout: 20_000 })
      await page.waitForLoadState('networkidle')
      expect(await englishOnPage(page, new Set())).toEqual([])
    })
  }
})

test.describe('pseudo-locale: every signed-in screen, no English left but data', () => {
  // One signed-in page for the whole walk, the app loaded once: each screen is opened through
  // the app's router (openInApp), as a link in the app would.
  let login: LoginResponse
  let context: BrowserContext
  let page: Page
  /**
   * The texts of the API's answers the page holds (the latest of each request: SWR keeps them
   * across screens and shows a cached answer on the next screen that reads it, without asking
   * again), and the requests still under way.
   */
  const answers = new Map<string, Set<string>>()
  let pending = 0

  test.beforeAll(async ({ browser, baseURL }) => {
    context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
    login = await demoLogin(context.request, 'admin')
    await context.addInitScript(writeSession, { keys: STORAGE_KEYS, login })
    page = await context.newPage()
    const streams = (request: { headers(): Record<string, string> }) =>
      (request.headers()['accept'] ?? '').includes('text/event-stream')
    page.on('request', (request) => {
      if (request.url().includes(API_PREFIX) && !streams(request)) pending += 1
    })
    const done = (request: { url(): string; headers(): Record<string, string> }) => {
      if (request.url().includes(API_PREFIX) && !streams(request)) pending -= 1
    }
    page.on('requestfailed', done)
    page.on('requestfinished', async (request) => {
      try {
        const response = await request.response()
        if (response?.ok() && (response.headers()['content-type'] ?? '').includes('json')) {
          const texts = new Set<string>()
          textsOf(((await response.json()) as { Data?: unknown }).Data, texts)
          answers.set(`${request.method()} ${request.url()}`, texts)
        }
      } catch {
        // An answer the page has already left behind.
      } finally {
        done(request)
      }
    })
  })
  test.afterAll(async () => {
    await context.close()
  })

  async function firstId(list: string): Promise<number> {
    const answer = await page.request.get(`${API_PREFIX}${list}?page=1&pageSize=1`, {
      headers: { Authorization: `${AUTH_SCHEME} ${login.token}` },
    })
    expect(answer.status()).toBe(200)
    const body = (await answer.json()) as { Data: { id: number }[] | { items: { id: number }[] } }
    const rows = Array.isArray(body.Data) ? body.Data : body.Data.items
    expect(rows[0]?.id, `a ${list} record`).toBeDefined()
    return rows[0]!.id
  }

  /** Opens `path` in the app (in the pseudo-locale) and waits for it to settle. */
  async function open(path: string) {
    await openInApp(page, pseudo(path))
    await settled(page, () => pending)
  }

  /** What of the page is English and not data (the employee's own name and e-mail are data too). */
  function english(allowed?: string[]) {
    const data = new Set<string>()
    textsOf(login.employeeInformation, data)
    for (const texts of answers.values()) for (const text of texts) data.add(text)
    return englishOnPage(page, data, allowed)
  }

  for (const pattern of SIGNED_IN) {
    test(pattern, async () => {
      let path = pattern
      if (pattern.includes('{id}'))
        path = pattern.replace('{id}', String(await firstId(`/${pattern.split('/')[1]}`)))
      if (pattern.includes('{closeId}'))
        path = pattern.replace('{closeId}', String(await firstId('/report/closes')))
      await open(path)
      expect(await english(SCREEN_DATA[pattern])).toEqual([])
    })
  }

  test('a delete confirmation', async () => {
    await open('/category')
    await page.locator('table tbody tr').first().getByRole('button').last().click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    expect(await english()).toEqual([])
    // The walk goes on in this page: nothing left open over the next screen.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('alertdialog')).toBeHidden()
  })

  test("a customer's drawer", async () => {
    await open('/customer')
    await page.locator('table tbody tr').first().getByRole('link').first().click()
    await expect(page.locator('.bp6-drawer')).toBeVisible()
    await settled(page, () => pending)
    expect(await english()).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.locator('.bp6-drawer')).toBeHidden()
  })

  test("the search palette's records, screens and item commands", async () => {
    await open('/dashboard')
    await page.keyboard.press('ControlOrMeta+k')
    const palette = page.getByRole('dialog')
    // "86 …" offers to take a product off at each branch: the item commands' own words.
    await palette.getByRole('combobox').fill('86 shawarma')
    await expect(palette.getByRole('group').first().getByRole('option').first()).toBeVisible()
    await settled(page, () => pending)
    expect(await english()).toEqual([])
    await page.keyboard.press('Escape')
    await expect(palette).toBeHidden()
  })

  test('a form the contract refuses: every field says what it needs', async () => {
    await open('/employee/add')
    await page.locator('form button[type=submit]').click()
    await expect(page.locator('.bp6-form-group.bp6-intent-danger').first()).toBeVisible()
    expect(await english()).toEqual([])
  })
})
