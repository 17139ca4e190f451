import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { createOrder, signIn } from '../../helpers'
import { moveOrder, TO_THE_ROAD } from '../../helpers/orders'
import { PHONE, expectNoSidewaysScroll, listSettled } from '../../helpers/phone'
import { riderOnShift } from '../../helpers/rider'

/**
 * The rider screens on a 390 × 844 touch screen: nothing scrolls the page sideways, and every
 * table fits or scrolls within itself. The rider is the test's own, holding a delivered
 * order's cash (an order placed: the `orders` project).
 */
test.use(PHONE)

/** Nothing on the page reaches past the screen's right edge but inside a box that scrolls itself. */
async function expectNothingCut(page: Page, what: string) {
  await expectNoSidewaysScroll(page, what)
  const cut = await page.evaluate(() => {
    const scrollsItself = (el: Element | null): boolean => {
      for (let p = el?.parentElement; p; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p)
        if ((overflowX === 'auto' || overflowX === 'scroll') && p !== document.documentElement)
          return true
      }
      return false
    }
    return Array.from(document.querySelectorAll('table, .bp6-dialog, .bp6-card'))
      .filter((el) => (el as HTMLElement).offsetParent !== null || el.closest('.bp6-dialog'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el) => !scrollsItself(el))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`,
      )
  })
  expect(cut, `${what}: cut at the screen's edge`).toEqual([])
}

test('the rider screens fit a phone: the list, a read view, the form, the settle dialog', async ({
  page,
  baseURL,
}) => {
  const login = await signIn(page, 'admin', null)
  const rider = await riderOnShift(page, login.token, 1)
  const order = await createOrder(baseURL!, {
    branchId: 1,
    fulfilment: 'delivery',
    paymentMethod: 'cash',
  })
  const path = [...TO_THE_ROAD, 'delivered']
  await moveOrder(page, login.token, order, path, rider.id)

  await page.goto('/rider')
  await listSettled(page)
  await expectNothingCut(page, '/rider')

  await page.goto(`/rider/${rider.id}`)
  await expect(page.getByRole('heading', { name: /^Rider: / })).toBeVisible()
  // Its tables read: the cash held order by order, and today's deliveries.
  await expect(page.getByRole('table', { name: 'Orders behind the cash held' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Deliveries today' })).toBeVisible()
  await expectNothingCut(page, 'a read view')

  await page.getByRole('button', { name: 'Settle cash', exact: true }).tap()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNothingCut(page, 'the settle dialog')
  await page.keyboard.press('Escape')

  await page.goto(`/rider/${rider.id}/edit`)
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
  await expectNothingCut(page, 'the form')
})
