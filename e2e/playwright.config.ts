import { defineConfig } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './budgets/browser.mjs'

/** Test files that place orders, or read what every new order changes. */
const ORDER_FILES = /(^|[\\/])(board|orders|dashboard|reports)[\\/][^\\/]+\.spec\.ts$/

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Files run side by side in two workers (tests in a file stay in order): each file makes its
  // own records and employees, so none depends on another's. But orders are shared by nature:
  // the board, the order list's counts and the dashboard's figures see every new order of
  // the demo branches, so the files that place orders or read such totals run one at a time
  // (the `orders` project), beside the others.
  workers: 2,
  projects: [
    { name: 'orders', testMatch: ORDER_FILES, workers: 1 },
    { name: 'independent', testIgnore: ORDER_FILES },
  ],
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
    // Each test's fresh context would otherwise install the service worker and precache the
    // whole app; the PWA tests allow it (tests/shell/pwa.spec.ts).
    serviceWorkers: 'block',
    // The app honours prefers-reduced-motion: dialogs open without Blueprint's scale
    // transition, so a click is never aimed at a button still growing into place.
    reducedMotion: 'reduce',
  },
})
