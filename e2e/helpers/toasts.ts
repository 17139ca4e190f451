import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { MESSAGE_DURATION_MS } from 'contracts'

/** The app's toasts whose text contains `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('.bp6-toast').filter({ hasText: text })

/** How early before MESSAGE_DURATION_MS it must still show, and how late after it must be gone. */
const STILL_SHOWN_BEFORE_MS = 1_000
const GONE_WITHIN_MS = 2_000

/**
 * Waits for a toast to show and starts timing it. Check other things while it shows,
 * then `lastsFiveSeconds()`: every toast lasts MESSAGE_DURATION_MS (SPEC §9), so it is
 * still there about 4 s after it appeared and gone by about 7 s.
 */
export async function toastShown(message: Locator) {
  await expect(message).toBeVisible()
  const shownAt = Date.now()
  return {
    async lastsFiveSeconds() {
      const stillShownAt = shownAt + MESSAGE_DURATION_MS - STILL_SHOWN_BEFORE_MS
      await message.page().waitForTimeout(Math.max(0, stillShownAt - Date.now()))
      // Checks made meanwhile must leave time to see it before its end.
      expect(Date.now() - shownAt).toBeLessThan(MESSAGE_DURATION_MS - STILL_SHOWN_BEFORE_MS / 2)
      await expect(message, 'still showing about 4 s after it appeared').toBeVisible({
        timeout: 500,
      })
      const goneBy = shownAt + MESSAGE_DURATION_MS + GONE_WITHIN_MS
      await expect(message, 'gone about 7 s after it appeared').toBeHidden({
        timeout: Math.max(0, goneBy - Date.now()),
      })
    },
  }
}
