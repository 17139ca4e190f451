import { expect, test } from '@playwright/test'
import { ORDER_MESSAGES, ORDER_STATUS_ACTION_LABELS } from 'contracts'
import { seriousViolations } from '../../helpers'
import { openAfresh } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'
import { BOARD, boardShown, branchGroup, card, column, openBoard, readBoard } from './support'

/** Every move button's label: none may show without branch-orders Update. */
const MOVE_LABELS = new RegExp(`^(${Object.values(ORDER_STATUS_ACTION_LABELS).join('|')})$`)

/** The order numbers on the board, sorted, once every card is drawn. */
const numbersOnBoard = (page: import('@playwright/test').Page) =>
  page
    .locator('.board-card-link')
    .allTextContents()
    .then((numbers) => numbers.sort())

/** Opens the board afresh on the file's page of the branch role (the query chooses a branch). */
async function boardOf(query = '') {
  await openAfresh(branch.page, BOARD + query)
  await boardShown(branch.page)
  return branch
}

// One signed-in page of the branch role for the file's tests, the app loaded once: each test
// opens the board afresh through the app's router (a load of its own where a reload is tested).
const branch = sharedPage('branch')

test.describe('whose orders the board shows', () => {
  test("the branch role sees its two branches' orders only, and may move them, every column in view at 1366 px", async () => {
    const { page } = branch
    // A counter PC's screen, the sidebar open: all five columns without scrolling sideways.
    await page.setViewportSize({ width: 1366, height: 768 })
    const { login } = await boardOf()
    const board = await readBoard(page.request, login.token)
    const names = board.branches.map((b) => b.name)
    expect(names).toEqual(['Beirut - Hamra', 'Jounieh - Kaslik'])
    await expect(page.getByLabel('Branch', { exact: true }).locator('option')).toHaveText([
      'All my branches',
      ...names,
    ])
    // Every active order of those branches, and nothing of Tripoli or Saida.
    await expect.poll(() => numbersOnBoard(page)).toEqual(board.orders.map((o) => o.number).sort())
    for (const number of await numbersOnBoard(page)) expect(number).toMatch(/^(BEY|JOU)-/)
    // A pause switch for each of the two, and move buttons on the cards.
    await expect(page.getByRole('switch')).toHaveCount(2)
    // A branch closed by its hours is never said to be accepting orders.
    for (const b of board.branches) {
      await expect(branchGroup(page, b.name).getByRole('switch')).toHaveAccessibleName(
        b.openNow ? 'Accepting orders' : 'Takes orders when open',
      )
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    // Chromium has the Screen Wake Lock: the board keeps the screen on while it is open.
    await expect(page.getByText('Screen stays on')).toBeVisible()
    const sideways = await page.evaluate(() => {
      const columns = document.querySelector('.board-columns')!
      const cards = Array.from(document.querySelectorAll('.board-card'))
      return {
        columns: columns.scrollWidth - columns.clientWidth,
        page: document.documentElement.scrollWidth - window.innerWidth,
        // A card whose content is wider than itself is cut off.
        cards: cards.filter((c) => c.scrollWidth > c.clientWidth).length,
        rightmost: Math.max(
          ...Array.from(
            document.querySelectorAll('.board-column'),
            (c) => c.getBoundingClientRect().right,
          ),
        ),
      }
    })
    expect(sideways).toEqual({ columns: 0, page: 0, cards: 0, rightmost: expect.any(Number) })
    expect(sideways.rightmost).toBeLessThanOrEqual(1366)
    for (const status of ['pending', 'out_for_delivery'] as const) {
      await expect(column(page, status)).toBeInViewport()
    }
    const pending = board.orders.find((o) => o.status === 'pending')!
    await expect(card(page, pending.number).getByRole('button', { name: 'Accept' })).toBeVisible()
    await expect(card(page, pending.number).getByRole('button', { name: 'Reject' })).toBeVisible()

    // A 1024 px tablet: the columns scroll sideways, and every move's label ("Send out for
    // delivery" the longest) stays on one line inside its button, inside its card.
    await page.setViewportSize({ width: 1024, height: 768 })
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('.board-card-moves .bp6-button'))
            .filter((b) => {
              const button = b.getBoundingClientRect()
              const text = b.querySelector('.bp6-button-text')!.getBoundingClientRect()
              const cardBox = b.closest('.board-card')!.getBoundingClientRect()
              return (
                text.height > 24 ||
                text.top < button.top ||
                text.bottom > button.bottom ||
                button.right > cardBox.right
              )
            })
            .map((b) => b.textContent),
        ),
      )
      .toEqual([])
    // Back to the size the other tests of the page expect.
    await page.setViewportSize({ width: 1280, height: 720 })
  })

  test('one branch is chosen in the URL: reload and back bring the same board', async () => {
    const { page, login } = await boardOf()
    await page.getByLabel('Branch', { exact: true }).selectOption({ label: 'Jounieh - Kaslik' })
    await expect(page).toHaveURL(/\/branch-orders\?branchId=2$/)
    const jounieh = await readBoard(page.request, login.token, 2)
    await expect
      .poll(() => numbersOnBoard(page))
      .toEqual(jounieh.orders.map((o) => o.number).sort())
    expect(jounieh.orders.every((o) => o.number.startsWith('JOU-'))).toBe(true)
    await expect(page.getByRole('switch')).toHaveCount(1)
    await expect(branchGroup(page, 'Jounieh - Kaslik')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Branch', { exact: true })).toHaveValue('2')
    await expect
      .poll(() => numbersOnBoard(page))
      .toEqual(jounieh.orders.map((o) => o.number).sort())
    await page.goBack()
    await expect(page).toHaveURL(/\/branch-orders$/)
    await expect(page.getByLabel('Branch', { exact: true })).toHaveValue('')
    await expect(page.getByRole('switch')).toHaveCount(2)
  })

  test("a branch that is not the employee's is refused by the server, and the board says so", async () => {
    const { page } = branch
    await openAfresh(page, `${BOARD}?branchId=3`)
    await expect(page.getByText('The board could not be loaded')).toBeVisible()
    await expect(page.locator('.board-card')).toHaveCount(0)
  })

  test('a viewer sees every branch and its state, with no move button or pause switch', async ({
    page,
  }) => {
    const login = await openBoard(page, 'viewer')
    const board = await readBoard(page.request, login.token)
    const seeded = [
      'Beirut - Hamra',
      'Jounieh - Kaslik',
      'Saida - Riad El Solh',
      'Tripoli - El Mina',
    ]
    expect(board.branches.map((b) => b.name)).toEqual(expect.arrayContaining(seeded))
    await expect(page.locator('.board-card')).toHaveCount(board.orders.length)
    await expect(page.getByRole('button', { name: MOVE_LABELS })).toHaveCount(0)
    await expect(page.getByRole('switch')).toHaveCount(0)
    for (const branch of board.branches) {
      await expect(branchGroup(page, branch.name)).toContainText(
        !branch.acceptingOrders ? 'Paused' : branch.openNow ? 'Accepting orders' : 'Closed now',
      )
    }
  })
})

test("orders waiting longer than their branch's preparation time are marked late", async () => {
  const { page, login } = await boardOf()
  const board = await readBoard(page.request, login.token)
  const now = Date.parse(board.serverTime)
  const prep = new Map(board.branches.map((b) => [b.id, b.preparationMinutes]))
  // By how many minutes each order is past its preparation time (negative: not yet).
  const overdue = board.orders
    .filter((o) => ['pending', 'accepted', 'preparing'].includes(o.status) && !o.scheduledFor)
    .map((o) => ({
      order: o,
      minutes: (now - Date.parse(o.createdAt)) / 60_000 - prep.get(o.branchId)!,
    }))
  const late = overdue.filter((o) => o.minutes > 1)
  expect(late.length).toBeGreaterThan(0)
  for (const { order } of late) {
    await expect(card(page, order.number)).toContainText(
      ORDER_MESSAGES.lateOrder(prep.get(order.branchId)!),
    )
  }
  for (const { order } of overdue.filter((o) => o.minutes < -1)) {
    await expect(card(page, order.number)).not.toContainText('Late')
  }
  for (const order of board.orders.filter((o) =>
    ['ready', 'out_for_delivery'].includes(o.status),
  )) {
    await expect(card(page, order.number)).not.toContainText('Late')
  }
})

test('the board has no serious accessibility violations and the CSP refuses nothing', async () => {
  // Two axe runs over two branches' worth of cards (sixty or so): several screens' worth.
  test.slow()
  // The CSP and errors since the file's page first loaded the app.
  const { page, login, refused } = await boardOf()
  const board = await readBoard(page.request, login.token)
  await expect(page.locator('.board-card')).toHaveCount(board.orders.length)
  expect(await seriousViolations(page)).toEqual([])
  // With the pause question open too.
  await branchGroup(page, 'Beirut - Hamra').getByRole('switch').click({ force: true })
  await expect(page.getByRole('alertdialog')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep accepting' }).click()
  expect(refused).toEqual([])
})
