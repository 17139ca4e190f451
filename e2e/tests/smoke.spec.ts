import { expect, test } from '@playwright/test'

test('a deep link reloads into the app and the CSP refuses nothing', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text())
  })
  page.on('pageerror', (err) => refused.push(err.message))
  const response = await page.goto('/product/12/edit')
  expect(response?.status()).toBe(200)
  await expect(page.locator('#root')).not.toBeEmpty()
  await page.reload()
  await expect(page.locator('#root')).not.toBeEmpty()
  expect(refused).toEqual([])
})
