import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { MESSAGE_DURATION_MS } from 'contracts'

/** The app's toasts whose text contains `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('.bp6-toast').filter({ hasText: text })

/** How long after MESSAGE_DURATION_MS a toast may take to leave (timers of a busy page). */
const LEAVES_WITHIN_MS = 1_500

interface ToastRecord {
  el: Element
  /** performance.now() when the toast element entered the document. */
  insertedAt: number
  /** When it left the document. */
  removedAt?: number
}

declare global {
  interface Window {
    __e2eToasts?: ToastRecord[]
  }
}

/**
 * Records, inside the page, when each toast element is inserted and removed (Blueprint
 * drops it when its time is up; its transition classes are no guide, they wander between
 * re-rendered toasts): the page's own clock, so how quickly Playwright notices makes no
 * difference. Call before the page opens (an init script: it runs in every document of the page).
 */
export async function watchToasts(page: Page) {
  await page.addInitScript(() => {
    const records: ToastRecord[] = []
    Object.defineProperty(window, '__e2eToasts', { value: records })
    const recordOf = (el: Element) => records.find((r) => r.el === el)
    const toastsIn = (node: Node): Element[] =>
      node instanceof Element
        ? [
            ...(node.matches('.bp6-toast') ? [node] : []),
            ...Array.from(node.querySelectorAll('.bp6-toast')),
          ]
        : []
    new MutationObserver((mutations) => {
      const now = performance.now()
      for (const m of mutations) {
        for (const node of Array.from(m.addedNodes)) {
          for (const el of toastsIn(node)) if (!recordOf(el)) records.push({ el, insertedAt: now })
        }
      }
      // Left the document (not merely moved, which React does as a removal and an insertion).
      for (const record of records) {
        if (record.removedAt === undefined && !record.el.isConnected) record.removedAt = now
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

/**
 * Waits for a toast to show. Check other things while it shows, then
 * `lastsFiveSeconds()`: every toast lasts MESSAGE_DURATION_MS (docs/requirements.md#constants), measured in the
 * page from the moment its element was inserted to the moment it was removed, which
 * must lie within [MESSAGE_DURATION_MS, MESSAGE_DURATION_MS + 1.5 s]. The page must be
 * watched (`watchToasts`) from before it opened.
 */
export async function toastShown(message: Locator) {
  const page = message.page()
  await expect(message).toBeVisible()
  const index = await message.evaluate((el) => window.__e2eToasts?.findIndex((r) => r.el === el))
  if (index === undefined) throw new Error('Toasts are not watched: call watchToasts(page) first')
  expect(index, 'the toast was seen entering the page').toBeGreaterThanOrEqual(0)
  return {
    async lastsFiveSeconds() {
      // Waiting is generous; the verdict is the page's own timestamps.
      await expect(message, 'the toast goes away').toHaveCount(0, {
        timeout: MESSAGE_DURATION_MS + 15_000,
      })
      const life = await page.evaluate((i) => {
        const record = window.__e2eToasts?.[i]
        return record && { ...record, el: undefined }
      }, index)
      const leftAt = life?.removedAt
      const seen = `in the page's clock (ms): ${JSON.stringify(life)}`
      expect(leftAt, `the moment the toast left was recorded; ${seen}`).toBeDefined()
      const shownFor = (leftAt ?? Infinity) - (life?.insertedAt ?? 0)
      expect(shownFor, seen).toBeGreaterThanOrEqual(MESSAGE_DURATION_MS)
      expect(shownFor, seen).toBeLessThanOrEqual(MESSAGE_DURATION_MS + LEAVES_WITHIN_MS)
    },
  }
}
