import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { INPUT_MESSAGES } from 'contracts'

/** Filling the resource layer's forms and reading their messages in the contract's words. */

const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`

/** The input of a form field by its name (`optionGroups[0].name`). */
export const field = (page: Page, name: string) => page.locator(`#${fieldId(name)}`)

/** The message under a form field. */
export const fieldMessage = (page: Page, name: string) => page.locator(`#${fieldId(name)}-message`)

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
  const check = async (name: string, typed: string, patch: Record<string, unknown>) => {
    await field(page, name).fill(typed)
    await field(page, name).blur()
    await expect(fieldMessage(page, name)).toHaveText(
      schemaMessage(schema, { ...base, ...patch }, name.replace(/\[(\d+)\]/g, '.$1')),
    )
  }
  return Object.assign(check, { page })
}

/** Types into a field, leaves it, and expects `message` under it and the text kept. */
export async function expectRefusal(page: Page, name: string, typed: string, message: string) {
  await field(page, name).fill(typed)
  await field(page, name).blur()
  await expect(fieldMessage(page, name)).toHaveText(message)
  await expect(field(page, name)).toHaveValue(typed)
}

/**
 * The sort-order messages every form with a sort order shares: below zero and
 * not whole said by the box (typed text kept), too large by the contract.
 */
export async function checkSortOrderMessages(check: ReturnType<typeof messageChecker>) {
  const page = check.page
  await expectRefusal(page, 'sortOrder', '-1', INPUT_MESSAGES.negative)
  await expectRefusal(page, 'sortOrder', '2.5', INPUT_MESSAGES.whole)
  await check('sortOrder', '100001', { sortOrder: 100001 })
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

/**
 * A reference field refused by the server keeps its choice: a refused Save focuses the first
 * field in error, and a focused reference field opens its list with the kept choice written
 * in the box (as its placeholder, the box holding what is typed to look for another).
 */
export async function expectKeptChoiceInError(page: Page, name: string, choice: string) {
  const box = field(page, name)
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(box).toHaveAttribute('placeholder', choice)
}
