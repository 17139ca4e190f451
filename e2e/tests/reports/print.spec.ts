import { expect, test } from '@playwright/test'
import { signIn } from '../../helpers'

/**
 * The sales report as it prints on A4 (print media, the width of an A4 page inside its
 * margins): a long table breaks across pages under its title, its column headings repeat on
 * every page, the total row comes once at its end, and each day's date is on one line. A
 * fixed past range of 120 days: a table of many pages, whenever the test runs.
 */
test('the printed sales report: headings on every page, the title with the table, the total last, dates on one line', async ({
  page,
}) => {
  // 186 mm: A4's 210 mm less the report page's margins, at 96 px per inch.
  await page.setViewportSize({ width: Math.floor((186 / 25.4) * 96), height: 1000 })
  await signIn(page, 'admin', '/report/sales?from=2025-01-01&to=2025-04-30&groupBy=day')
  const table = page.getByRole('table', { name: /^Orders completed and refunds made/ })
  await expect(table.getByRole('row')).toHaveCount(122)
  await page.emulateMedia({ media: 'print' })

  const printed = await table.evaluate((t) => {
    const style = (el: Element | null) => (el ? getComputedStyle(el) : undefined)
    const panel = t.closest('.report-panel')
    const lines = (th: Element) => {
      const range = document.createRange()
      range.selectNodeContents(th)
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.bottom))).size
    }
    return {
      // Chrome repeats a table-header-group on each page, but not one holding a button.
      headGroup: style(t.querySelector('thead'))?.display,
      headButtons: Array.from(t.querySelectorAll('thead button')).filter(
        (b) => style(b)?.display !== 'none',
      ).length,
      headings: Array.from(t.querySelectorAll('thead th'), (th) => (th as HTMLElement).innerText),
      // A footer group would print the total at the foot of every page.
      footGroup: style(t.querySelector('tfoot'))?.display,
      // A panel that may not break sends the whole table to page 2, the title alone on page 1.
      panelBreaks: style(panel)?.breakInside,
      titleStays: style(panel?.querySelector('.report-panel-title') ?? null)?.breakAfter,
      wrappedDates: Array.from(t.querySelectorAll('tbody th'))
        .filter((th) => lines(th) > 1)
        .map((th) => (th as HTMLElement).innerText),
    }
  })
  expect(printed).toEqual({
    headGroup: 'table-header-group',
    headButtons: 0,
    headings: [
      'Day',
      'Orders',
      'Gross',
      'Discounts',
      'Delivery charges',
      'Refunds',
      'Cash USD',
      'Cash LBP',
      'VAT',
      'VAT LBP',
      'Net sales',
    ],
    footGroup: 'table-row-group',
    panelBreaks: 'auto',
    titleStays: 'avoid',
    wrappedDates: [],
  })
  // Printed, the headings are words a reader reads; on screen they stay sort buttons.
  await page.emulateMedia({ media: 'screen' })
  await expect(table.getByRole('button', { name: 'Gross' })).toBeVisible()
})
