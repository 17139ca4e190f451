import { expect } from '@playwright/test'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import type { LoginResponse } from 'contracts'
import { signIn as shellSignIn } from '../../helpers'
import type { DemoRole } from '../../helpers'

export { api, unique } from '../../helpers/records'
export {
  column,
  parseCsv,
  search,
  someOf,
  tableHeaders,
  tableRows,
  tableSettled,
} from '../../helpers/lists'
export {
  checkSortOrderMessages,
  expectKeptChoiceInError,
  expectRefusal,
  field,
  fieldMessage,
  messageChecker,
  pickReference,
  schemaMessage,
} from '../../helpers/forms'

export type Role = DemoRole

/** Signs in through the API (the shell's helper); the next `goto` starts the app, signed in. */
export const signIn = (page: Page, role: Role): Promise<LoginResponse> =>
  shellSignIn(page, role, null)

/** A new browser context signed in as `role`, with its page. */
export async function signedInContext(browser: Browser, role: Role) {
  const context: BrowserContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
  })
  const page = await context.newPage()
  await signIn(page, role)
  return { context, page }
}

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

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
  const closed = new Promise<void>((resolve) => page.once('close', () => resolve()))
  await page.close({ runBeforeUnload: true })
  expect(await asked).toBe('beforeunload')
  // Accepted, the tab goes: gone before the test ends (a shared page is replaced after it).
  await closed
}
