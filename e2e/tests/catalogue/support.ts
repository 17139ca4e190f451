import { expect } from '@playwright/test'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { API_PREFIX, AUTH_SCHEME, XSRF_HEADER } from 'contracts'
import type { LoginResponse } from 'contracts'
import { signIn as shellSignIn, xsrfToken } from '../../helpers'
import type { DemoRole } from '../../helpers'

export type Role = DemoRole

/** Signs in through the API (the shell's helper) and stays on a light public page. */
export const signIn = (page: Page, role: Role): Promise<LoginResponse> =>
  shellSignIn(page, role, '/terms-and-conditions')

/** A new browser context signed in as `role`, with its page. */
export async function signedInContext(browser: Browser, role: Role) {
  const context: BrowserContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
  })
  const page = await context.newPage()
  await signIn(page, role)
  return { context, page }
}

/** Calls the API as the signed-in page does (for test set-up, not for what is under test). */
export async function api<T = unknown>(
  page: Page,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await page.request.fetch(API_PREFIX + path, {
    method,
    data: body,
    headers: {
      Authorization: `${AUTH_SCHEME} ${token}`,
      ...(method === 'GET' ? {} : { [XSRF_HEADER]: await xsrfToken(page.request) }),
    },
  })
  return { status: response.status(), json: (await response.json().catch(() => null)) as T }
}

/** A name no other test (or earlier run against the same store) has used. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The text of every cell of the table's body rows. */
export async function tableRows(page: Page): Promise<string[][]> {
  return page
    .locator('table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim()),
      ),
    )
}

/** One column of the table's body rows. */
export const column = async (page: Page, index: number) =>
  (await tableRows(page)).map((r) => r[index] ?? '')

/** A column that must hold some rows: a check over its values then means something. */
export async function someOf(page: Page, index: number) {
  const values = await column(page, index)
  expect(values.length).toBeGreaterThan(0)
  return values
}

/** The header texts of the table. */
export const tableHeaders = (page: Page) =>
  page
    .locator('table thead th')
    .evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()))

/** Waits for the table to show rows (or its empty state), not skeletons. */
export async function tableSettled(page: Page) {
  await expect(page.locator('.resource-table table')).toBeVisible()
  await expect(page.locator('table tbody tr[aria-hidden]')).toHaveCount(0)
  // The rows shown are those of the URL's list state, fully loaded.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const table = document.querySelector<HTMLElement>('.resource-table')
        const shown = table?.dataset.listState
        if (shown === undefined) return false
        const norm = (query: string) =>
          [...new URLSearchParams(query)]
            .map(([k, v]) => `${k}=${v}`)
            .sort()
            .join('&')
        return norm(shown) === norm(location.search)
      }),
    )
    .toBe(true)
}

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** The input of a form field by its name (`optionGroups[0].name`). */
export const field = (page: Page, name: string) =>
  page.locator(`#field-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`)

/** The message under a form field. */
export const fieldMessage = (page: Page, name: string) =>
  page.locator(`#field-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}-message`)

/** The first message the contract's schema gives for `path` on these values. */
export function schemaMessage(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean
      error?: { issues: { path: PropertyKey[]; message: string }[] }
    }
  },
  values: unknown,
  path: string,
): string {
  const result = schema.safeParse(values)
  const issue = result.error?.issues.find((i) => i.path.join('.') === path)
  if (!issue) throw new Error(`The schema finds nothing wrong with ${path}`)
  return issue.message
}

type Schema = Parameters<typeof schemaMessage>[0]

/**
 * A checker for one form: `check(name, typed, patch)` types into a field, leaves
 * it, and expects under it the message the contract's schema gives for `base`
 * with `patch` applied. Paths like `optionGroups[0].name` are the schema's
 * `optionGroups.0.name`.
 */
export function messageChecker(page: Page, schema: Schema, base: Record<string, unknown>) {
  return async (name: string, typed: string, patch: Record<string, unknown>) => {
    await field(page, name).fill(typed)
    await field(page, name).blur()
    await expect(fieldMessage(page, name)).toHaveText(
      schemaMessage(schema, { ...base, ...patch }, name.replace(/\[(\d+)\]/g, '.$1')),
    )
  }
}

/** The sort-order messages every catalogue form shares: below zero, not whole, too large. */
export async function checkSortOrderMessages(check: ReturnType<typeof messageChecker>) {
  for (const sortOrder of [-1, 2.5, 100001]) {
    await check('sortOrder', String(sortOrder), { sortOrder })
  }
}

/**
 * Picks `name` in a reference input (a Suggest searching the server). With
 * `keyDelay` it is typed key by key, that many ms apart, as a person types.
 */
export async function pickReference(
  page: Page,
  inputId: string,
  name: string,
  { keyDelay }: { keyDelay?: number } = {},
) {
  const input = page.locator(`#${inputId}`)
  await input.click()
  if (keyDelay === undefined) await input.fill(name)
  else await input.pressSequentially(name, { delay: keyDelay })
  await expect(page.getByRole('option', { name: 'Searching…' })).toHaveCount(0)
  const option = page.getByRole('option', { name, exact: true })
  await option.click()
  // The menu closes (with Blueprint's transition) once the choice is taken.
  await expect(option).toHaveCount(0, { timeout: 10_000 })
  await expect(input).toHaveValue(name)
}

/** Answers the app's "unsaved changes" question when leaving a changed form in the app. */
export async function answerLeaveQuestion(page: Page, answer: 'Stay' | 'Leave') {
  const question = page.getByRole('alertdialog')
  await expect(question).toContainText('unsaved changes')
  await question.getByRole('button', { name: answer }).click()
}

/** Closes the tab of a changed form: the browser must ask first (a beforeunload dialog). */
export async function expectClosingTabToAsk(page: Page) {
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type())
      void dialog.accept()
    })
    // Closed without a question: say so now instead of waiting out the test's timeout.
    page.once('close', () => resolve('closed without asking'))
  })
  await page.close({ runBeforeUnload: true })
  expect(await asked).toBe('beforeunload')
}

/** Types in the list's search box and waits for the debounced search to reach the URL and the table. */
export async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text)
  await expect.poll(() => new URL(page.url()).searchParams.get('search') ?? '').toBe(text)
  await tableSettled(page)
}

/** Reads RFC 4180 CSV (quoted fields, doubled quotes, CRLF line ends). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let value = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      value += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      row.push(value)
      value = ''
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(value)
      rows.push(row)
      row = []
      value = ''
      i++
    } else {
      value += c
    }
  }
  if (value || row.length) throw new Error('The CSV does not end with CRLF')
  return rows
}
