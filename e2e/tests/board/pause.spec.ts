import { expect, test } from '@playwright/test'
import { ORDER_MESSAGES } from 'contracts'
import { branchGroup, branchOfTheirOwn, openBoardAs, readBoard } from './support'

test('pausing a branch asks first, resuming does not; the server keeps the state', async ({
  page,
}) => {
  // A branch of the test's own, and an employee who works there only.
  const { branch, employee } = await branchOfTheirOwn(page.request)
  const login = await openBoardAs(page, employee)
  const accepting = async () => (await readBoard(page.request, login.token)).branches
  expect((await accepting()).map((b) => b.name)).toEqual([branch.name])
  await expect(page.getByLabel('Branch', { exact: true })).toHaveCount(0) // one branch: nothing to choose

  const group = branchGroup(page, branch.name)
  // Named "Accepting orders" while the branch is open by its hours, else "Takes orders when open".
  const toggle = group.getByRole('switch')
  await expect(toggle).toBeChecked()

  // Asked, and kept on.
  await toggle.click({ force: true })
  const question = page.getByRole('alertdialog')
  await expect(question).toContainText(ORDER_MESSAGES.pauseConfirm(branch.name))
  await question.getByRole('button', { name: 'Keep accepting' }).click()
  await expect(question).toHaveCount(0)
  await expect(toggle).toBeChecked()
  expect((await accepting())[0]!.acceptingOrders).toBe(true)

  // Asked, and paused.
  await toggle.click({ force: true })
  await question.getByRole('button', { name: 'Pause' }).click()
  await expect(toggle).not.toBeChecked()
  await expect(group.getByText('Paused')).toBeVisible()
  await expect(page.getByText(`${branch.name} is paused.`)).toBeVisible()
  expect((await accepting())[0]!.acceptingOrders).toBe(false)
  await page.reload()
  await expect(toggle).not.toBeChecked()
  await expect(group.getByText('Paused')).toBeVisible()

  // Resumed at once, without a question.
  await toggle.click({ force: true })
  await expect(toggle).toBeChecked()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(group.getByText('Paused')).toHaveCount(0)
  expect((await accepting())[0]!.acceptingOrders).toBe(true)
})
